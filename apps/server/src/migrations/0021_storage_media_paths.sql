-- Stored media by path (issue 35 #2): rows written while the server answered absolute addresses
-- (`http://localhost:3000/media/<area>/<name>`, the host of its configuration or of its first request)
-- keep only the path `/media/<area>/<name>`, which works at localhost, 127.0.0.1, a domain or behind a
-- proxy. Only this server's own shape is rewritten: an area, then a name the media route serves.
-- A bucket's public URL (S3_PUBLIC_URL) has no `/media/<area>/` path unless its prefix were `media/`.

update jobs
   set video_url = regexp_replace(video_url, '^https?://[^/]+(/media/jobs/[A-Za-z0-9-]{1,100}\.(mp4|webm))$', '\1')
 where video_url ~ '^https?://[^/]+/media/jobs/[A-Za-z0-9-]{1,100}\.(mp4|webm)$';

update news_images
   set image_url = regexp_replace(image_url, '^https?://[^/]+(/media/news/[A-Za-z0-9-]{1,100}\.(png|jpg|webp|gif))$', '\1'),
       small_url = regexp_replace(small_url, '^https?://[^/]+(/media/news/[A-Za-z0-9-]{1,100}\.(png|jpg|webp|gif))$', '\1')
 where image_url ~ '^https?://[^/]+/media/news/' or small_url ~ '^https?://[^/]+/media/news/';

update news_posts
   set thumbnail = regexp_replace(thumbnail, '^https?://[^/]+(/media/news/[A-Za-z0-9-]{1,100}\.(png|jpg|webp|gif))$', '\1'),
       thumbnail_full = regexp_replace(thumbnail_full, '^https?://[^/]+(/media/news/[A-Za-z0-9-]{1,100}\.(png|jpg|webp|gif))$', '\1'),
       thumbnail_small = regexp_replace(thumbnail_small, '^https?://[^/]+(/media/news/[A-Za-z0-9-]{1,100}\.(png|jpg|webp|gif))$', '\1'),
       -- Images in a post's body (sanitised HTML: `src="…"` in double quotes).
       body = regexp_replace(body, 'src="https?://[^/"]+(/media/(news|ads|logos)/[A-Za-z0-9-]{1,100}\.(png|jpg|webp|gif))"', 'src="\1"', 'g')
 where thumbnail ~ '^https?://[^/]+/media/news/'
    or thumbnail_full ~ '^https?://[^/]+/media/news/'
    or thumbnail_small ~ '^https?://[^/]+/media/news/'
    or body ~ 'src="https?://[^/"]+/media/(news|ads|logos)/';
