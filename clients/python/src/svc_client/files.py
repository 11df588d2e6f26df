"""File transfers with constant memory: presigned upload (legacy upload on 503), streaming download
with Range resume, folders. Bytes are read from disk and written to disk in 1 MiB pieces."""

from __future__ import annotations

import io
import json
import mimetypes
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

import httpx

from .errors import ConnectionFailed, PayloadTooLarge, ServiceUnavailable, SvcError, error_from_response
from .models import Container, FileRecord
from .pages import Pages

if TYPE_CHECKING:
    from .svc import Svc

CHUNK = 1024 * 1024
API = "/svc/api"
TRANSFER_TIMEOUT = httpx.Timeout(300.0, connect=10.0)
MANIFEST = ".svc-tree.json"
#: The legacy upload travels in one Lambda invocation, whose payload is at most 6 MB (6 MiB) with a
#: binary body counted base64-encoded: no file above 3/4 of it fits, whatever the multipart framing.
#: Such a file is refused before a byte is sent (API Gateway may reset a connection that streams
#: past its 10 MB request limit, which would show as ConnectionFailed instead of the reason).
LEGACY_UPLOAD_MAX_BYTES = 6 * 1024 * 1024 * 3 // 4


def _progress_wanted(setting: bool | None) -> bool:
    if setting is not None:
        return setting
    try:
        from IPython import get_ipython  # type: ignore[import-not-found]

        if get_ipython() is not None and type(get_ipython()).__name__ == "ZMQInteractiveShell":
            return True
    except ImportError:
        pass
    return sys.stderr.isatty()


class _Bar:
    """tqdm when wanted (tqdm.auto: a widget in a notebook), else nothing."""

    def __init__(self, enabled: bool, total: int | None, desc: str, initial: int = 0) -> None:
        self.bar = None
        if enabled:
            from tqdm.auto import tqdm

            self.bar = tqdm(
                total=total,
                initial=initial,
                desc=desc,
                unit="B",
                unit_scale=True,
                unit_divisor=1024,
                leave=False,
            )

    def update(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _read_chunks(f: IO[bytes], bar: _Bar) -> Iterator[bytes]:
    while True:
        piece = f.read(CHUNK)
        if not piece:
            return
        bar.update(len(piece))
        yield piece


def _legacy_too_large(base_url: str, path: str, name: str, size: int) -> PayloadTooLarge:
    """The service's own refusal of a legacy upload above Lambda's payload limit, raised before sending."""
    detail = (
        f"{name} has {size} bytes: the request would exceed Lambda's 6 MB invocation payload limit "
        f"(binary bodies count base64-encoded: at most {LEGACY_UPLOAD_MAX_BYTES} bytes of file). Upload "
        "large files with the presigned flow (POST /v2/file-containers/{containerAppId}/upload-url)."
    )
    url = f"{base_url.rstrip('/')}{path}"
    problem = {
        "type": "request.too-large",
        "title": "Request Entity Too Large",
        "status": 413,
        "detail": detail,
        "limitBytes": LEGACY_UPLOAD_MAX_BYTES,
        "refusedBy": "client",
    }
    message = (
        f"413 Request Entity Too Large: {detail} [request.too-large] (POST {url}; refused before sending)"
    )
    return PayloadTooLarge(message, status=413, problem=problem, method="POST", url=url)


class Files:
    """``svc.files``: see the module's doc. Containers may be given as :class:`Container` or legacy id."""

    def __init__(self, svc: Svc) -> None:
        self.svc = svc

    def _container(self, container: int | Container) -> Container:
        return container if isinstance(container, Container) else self.svc.container("file", container)

    def list(self, container: int | Container) -> Pages[FileRecord]:
        """The file records of a container, lazily paged."""
        c = self._container(container)
        return self.svc._pages(f"{API}/fileContainers/{c.id}/payload", FileRecord.from_json, {}, 100)

    def delete(self, container: int | Container, oid: str) -> None:
        """Deletes one file of a container."""
        self.svc.delete(f"{API}/fileContainers/{self._container(container).id}/payload/{oid}")

    # -- upload ----------------------------------------------------------------------------------
    def upload(
        self,
        container: int | Container,
        source: str | os.PathLike[str] | IO[bytes],
        *,
        file_name: str | None = None,
        content_type: str | None = None,
        progress: bool | None = None,
        presigned: bool = True,
    ) -> FileRecord:
        """Uploads a file (a path, or a binary stream) and answers its record.

        Through the presigned flow first (the bytes go straight to the bucket); when the service
        answers 503 for it (its storage cannot presign) through the legacy upload, which carries at
        most about 4.5 MB (a larger file then raises :class:`PayloadTooLarge` naming the limit; above
        ``LEGACY_UPLOAD_MAX_BYTES`` before anything is sent).
        """
        c = self._container(container)
        if isinstance(source, (str, os.PathLike)):
            path = Path(source)
            name = file_name or path.name
            size = path.stat().st_size
            opener: Callable[[], IO[bytes]] = lambda: open(path, "rb")  # noqa: SIM115 (closed by the caller)
            reopenable = True
        else:
            stream = source
            name = file_name or Path(getattr(stream, "name", "") or "file").name
            try:
                start = stream.tell()
                size = stream.seek(0, io.SEEK_END) - start
                stream.seek(start)
                reopenable = True

                def opener() -> IO[bytes]:
                    stream.seek(start)
                    return _NoClose(stream)
            except (OSError, AttributeError, io.UnsupportedOperation):
                raise ValueError(
                    "upload needs a path or a seekable binary stream (its size is sent first)"
                ) from None
        ctype = content_type or mimetypes.guess_type(name)[0] or "application/octet-stream"
        show = _progress_wanted(self.svc.progress if progress is None else progress)
        if presigned:
            try:
                return self._upload_presigned(c, name, ctype, size, opener, reopenable, show)
            except ServiceUnavailable as e:
                if e.problem.get("adapter") is None and e.code != "service.unavailable":
                    raise
        return self._upload_legacy(c, name, ctype, size, opener, show)

    def _upload_presigned(
        self,
        c: Container,
        name: str,
        ctype: str,
        size: int,
        opener: Callable[[], IO[bytes]],
        reopenable: bool,
        show: bool,
    ) -> FileRecord:
        base = f"/v2/file-containers/{c.app_id}/upload-url"
        announced = self.svc.post_json(base, {"fileName": name, "contentType": ctype})
        url, oid = announced["uploadUrl"], announced["oid"]
        method = announced.get("method", "PUT")
        attempts = self.svc.retry.attempts if reopenable else 1
        renewed = False
        attempt = 0
        while attempt < attempts:
            attempt += 1
            bar = _Bar(show, size, name)
            f = opener()
            try:
                r = self.svc.raw_http.request(
                    method,
                    url,
                    content=_read_chunks(f, bar),
                    headers={"Content-Length": str(size), "Content-Type": ctype},
                    timeout=TRANSFER_TIMEOUT,
                )
            except httpx.TransportError as e:
                if attempt == attempts:
                    raise ConnectionFailed(f"PUT of {name} to the bucket failed: {e}") from e
                self.svc.retry.sleep(self.svc.retry.delay(attempt, None))
                continue
            finally:
                f.close()
                bar.close()
            if r.status_code in self.svc.retry.statuses and attempt < attempts:
                self.svc.retry.sleep(self.svc.retry.delay(attempt, None))
                continue
            if r.status_code == 403 and reopenable and not renewed:
                # The URL lives 15 minutes: a transfer that started late (or a slow retry) may find it
                # expired. Announce once more (the unused announcement expires on its own) and resend.
                renewed = True
                announced = self.svc.post_json(base, {"fileName": name, "contentType": ctype})
                url, oid = announced["uploadUrl"], announced["oid"]
                attempt -= 1
                continue
            if r.status_code >= 300:
                raise SvcError(
                    f"the bucket refused the upload of {name}: {r.status_code} {r.text[:500]}",
                    status=r.status_code,
                )
            break
        # The commit is claimed once by the server (404 once committed), so it may be retried.
        body = {"oid": oid, "fileName": name, "fileSize": size}
        return FileRecord.from_json(self.svc.post_json(f"{base}/commit", body, idempotent=True))

    def _upload_legacy(
        self, c: Container, name: str, ctype: str, size: int, opener: Callable[[], IO[bytes]], show: bool
    ) -> FileRecord:
        path = f"{API}/fileContainers/{c.id}/payload"
        if size > LEGACY_UPLOAD_MAX_BYTES:
            raise _legacy_too_large(self.svc.url, path, name, size)
        bar = _Bar(show, size, name)
        f = _Counting(opener(), bar)
        try:
            r = self.svc.request(
                "POST",
                path,
                files={"file": (name, f, ctype)},
                timeout=TRANSFER_TIMEOUT,
            )
        finally:
            f.close()
            bar.close()
        return FileRecord.from_json(json.loads(r.content))

    def upload_tree(
        self, container: int | Container, directory: str | os.PathLike[str], *, progress: bool | None = None
    ) -> dict[str, FileRecord]:
        """Uploads every file under ``directory`` and answers ``{relative/path: record}``.

        The service keeps a file's last path segment only (names are labels, not paths), so the
        relative paths are also stored in the container as a manifest ``.svc-tree.json``
        (``{"files": {relative/path: oid}}``) that :meth:`download_tree` reads back.
        """
        c = self._container(container)
        root = Path(directory)
        out: dict[str, FileRecord] = {}
        for p in sorted(x for x in root.rglob("*") if x.is_file()):
            rel = p.relative_to(root).as_posix()
            out[rel] = self.upload(c, p, progress=progress)
        manifest = json.dumps({"files": {k: v.oid for k, v in out.items()}}, indent=1).encode()
        self.upload(
            c, io.BytesIO(manifest), file_name=MANIFEST, content_type="application/json", progress=False
        )
        return out

    def download_tree(
        self, container: int | Container, directory: str | os.PathLike[str], *, progress: bool | None = None
    ) -> list[Path]:
        """Downloads the files of the newest manifest of :meth:`upload_tree` into ``directory``."""
        c = self._container(container)
        manifests = [f for f in self.list(c) if f.filename == MANIFEST]
        if not manifests:
            raise SvcError(f"container {c.id} holds no {MANIFEST} (it was not filled by upload_tree)")
        newest = max(manifests, key=lambda f: f.created_at or "")
        buf = io.BytesIO()
        self.download(c, newest.oid, buf, progress=False)
        files: dict[str, str] = json.loads(buf.getvalue())["files"]
        root = Path(directory)
        written = []
        for rel, oid in files.items():
            target = (root / rel).resolve()
            if root.resolve() not in target.parents:
                raise SvcError(f"manifest entry {rel!r} leaves the target directory")
            target.parent.mkdir(parents=True, exist_ok=True)
            self.download(c, oid, target, progress=progress)
            written.append(target)
        return written

    # -- download --------------------------------------------------------------------------------
    def _source_url(self, c: Container, oid: str) -> tuple[str, bool]:
        """(URL, presigned?): a presigned GET where the storage can presign, else the legacy download."""
        try:
            r = self.svc.request(
                "GET",
                f"/v2/file-containers/{c.app_id}/files/{oid}/download-url",
                # A 503 here mostly means "this storage cannot presign": the legacy path (itself
                # retried) is the answer, without waiting first.
                retry=False,
            )
            return json.loads(r.content)["downloadUrl"], True
        except ServiceUnavailable as e:
            if e.problem.get("adapter") is None and "presign" not in (e.detail or ""):
                raise
            return f"{API}/fileContainers/{c.id}/payload/{oid}", False

    def download(
        self,
        container: int | Container,
        oid: str,
        dest: str | os.PathLike[str] | IO[bytes],
        *,
        progress: bool | None = None,
        resume: bool = True,
    ) -> int:
        """Streams a file to a path (or a binary stream) and answers its size.

        To a path, bytes go to ``<dest>.part`` first; a broken transfer resumes with a Range request
        where the storage allows (a presigned URL does), also on a later call, and the file takes its
        name only once complete.
        """
        c = self._container(container)
        show = _progress_wanted(self.svc.progress if progress is None else progress)
        url, presigned = self._source_url(c, oid)
        if not isinstance(dest, (str, os.PathLike)):
            try:
                return self._stream_to(url, presigned, dest, 0, show, c, oid)
            except _UrlRefused:
                # The URL expired before the GET (5 minutes; nothing was written): a new one, once.
                url, presigned = self._source_url(c, oid)
                return self._stream_to(url, presigned, dest, 0, show, c, oid)
        target = Path(dest)
        part = target.with_name(target.name + ".part")
        attempts = self.svc.retry.attempts
        renewed = False
        attempt = 0
        while attempt < attempts:
            attempt += 1
            have = part.stat().st_size if (resume and part.exists()) else 0
            try:
                with open(part, "ab" if have else "wb") as f:
                    total = self._stream_to(url, presigned, f, have, show, c, oid)
                os.replace(part, target)
                return total
            except _UrlRefused:
                if renewed:
                    raise
                # A presigned URL that expired (a slow or resumed transfer): a new one, once, keeping
                # what ``.part`` holds.
                renewed = True
                attempt -= 1
                url, presigned = self._source_url(c, oid)
            except (httpx.TransportError, ConnectionFailed) as e:
                if attempt == attempts:
                    raise ConnectionFailed(f"download of {oid} failed after {attempts} attempts: {e}") from e
                self.svc.retry.sleep(self.svc.retry.delay(attempt, None))
                url, presigned = self._source_url(c, oid)
        raise AssertionError("unreachable")

    def _stream_to(
        self, url: str, presigned: bool, out: IO[bytes], have: int, show: bool, c: Container, oid: str
    ) -> int:
        headers = {"Range": f"bytes={have}-"} if have else {}
        if presigned:
            ctx = self.svc.raw_http.stream("GET", url, headers=headers, timeout=TRANSFER_TIMEOUT)
        else:
            request = self.svc.http.build_request("GET", url, headers=headers, timeout=TRANSFER_TIMEOUT)
            response = self.svc.http.send(request, stream=True)
            if response.status_code in (301, 302, 303, 307, 308):
                # A large file on a storage that presigns: follow to the bucket without our credentials.
                location = response.headers["location"]
                response.close()
                ctx = self.svc.raw_http.stream("GET", location, headers=headers, timeout=TRANSFER_TIMEOUT)
            else:
                ctx = _Opened(response)
        with ctx as r:
            if r.status_code == 416 and have:
                return have  # everything is here already
            if r.status_code >= 400:
                if presigned:
                    r.read()
                    if r.status_code == 403:
                        raise _UrlRefused(
                            f"the bucket refused the download of {oid}: 403 {r.text[:300]}", status=403
                        )
                    raise SvcError(
                        f"the bucket refused the download of {oid}: {r.status_code} {r.text[:300]}",
                        status=r.status_code,
                    )
                raise error_from_response(r)
            if have and r.status_code != 206:
                out.seek(0)
                out.truncate()
                have = 0
            length = r.headers.get("content-length")
            bar = _Bar(show, (int(length) + have) if length else None, oid, initial=have)
            written = have
            try:
                for piece in r.iter_bytes(CHUNK):
                    out.write(piece)
                    written += len(piece)
                    bar.update(len(piece))
            finally:
                bar.close()
            return written


class _UrlRefused(SvcError):
    """The bucket refused a presigned GET with 403: the URL expired (or its signature broke)."""


class _Opened:
    def __init__(self, response: httpx.Response) -> None:
        self.response = response

    def __enter__(self) -> httpx.Response:
        return self.response

    def __exit__(self, *exc: object) -> None:
        self.response.close()


class _NoClose(io.RawIOBase):
    """A caller's stream, read through without being closed by us."""

    def __init__(self, inner: IO[bytes]) -> None:
        self.inner = inner

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        return self.inner.read(n)

    def close(self) -> None:
        pass


class _Counting(io.RawIOBase):
    """A file read through for the multipart body, counting bytes for the progress bar."""

    def __init__(self, inner: IO[bytes], bar: _Bar) -> None:
        self.inner = inner
        self.bar = bar
        self.name = getattr(inner, "name", "file")

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return self.inner.seekable()

    def seek(self, pos: int, whence: int = 0) -> int:
        return self.inner.seek(pos, whence)

    def tell(self) -> int:
        return self.inner.tell()

    def read(self, n: int = -1) -> bytes:
        piece = self.inner.read(n)
        self.bar.update(len(piece))
        return piece

    def close(self) -> None:
        self.inner.close()
        super().close()
