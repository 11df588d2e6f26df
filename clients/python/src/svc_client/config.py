"""Where connect() finds the server and the credentials.

Each value is resolved on its own, the first source that sets it wins (as ``svc-admin`` does):

1. the arguments of :func:`svc_client.connect`;
2. the environment: ``SVC_URL``, and ``SVC_API_KEY`` or ``SVC_TOKEN``;
3. a profile of the config file ``~/.svc/client.toml`` (``SVC_CONFIG`` names another file): the table
   named by ``profile=``, else ``SVC_PROFILE``, else ``default``, with the keys ``url``, ``apiKey`` and
   ``token`` (``url`` and ``apiKey`` spelled as in svc-admin's ``~/.svc/admin.toml``);
4. the URL ``http://localhost:8080`` and no credentials.

Credentials travel as one value: the first source holding an API key, a token or a token provider
supplies it, so a key from the environment is never mixed with a token from the file. Blank values
count as unset; the file is read only when an earlier source leaves something open.
"""

from __future__ import annotations

import os
import stat
import tomllib
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

DEFAULT_URL = "http://localhost:8080"
ENV_URL = "SVC_URL"
ENV_API_KEY = "SVC_API_KEY"
ENV_TOKEN = "SVC_TOKEN"
ENV_PROFILE = "SVC_PROFILE"
ENV_CONFIG = "SVC_CONFIG"
FILE_KEYS = ("url", "apiKey", "token")

TokenProvider = Callable[[], str]


class ConfigError(ValueError):
    """The configuration cannot be used (a bad URL, an unreadable file, an unknown profile)."""


@dataclass(frozen=True)
class Credentials:
    api_key: str | None = None
    token: str | None = None
    token_provider: TokenProvider | None = None

    @property
    def empty(self) -> bool:
        return self.api_key is None and self.token is None and self.token_provider is None


@dataclass(frozen=True)
class Resolved:
    url: str
    credentials: Credentials
    #: Where each value came from: "argument", "env", the file path, "default" or "none".
    sources: Mapping[str, str]
    profile: str
    config_file: Path


def _blank(v: str | None) -> str | None:
    if v is None:
        return None
    v = v.strip()
    return v or None


def config_path(env: Mapping[str, str]) -> Path:
    named = _blank(env.get(ENV_CONFIG))
    if named is not None:
        return Path(named).expanduser()
    home = _blank(env.get("HOME")) or _blank(env.get("USERPROFILE")) or str(Path.home())
    return Path(home) / ".svc" / "client.toml"


def read_profile(path: Path, profile: str, *, required: bool) -> dict[str, str]:
    """The keys of one profile of the file; a missing file or profile is empty unless ``required``."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        if required:
            raise ConfigError(f"profile {profile!r} was asked for but {path} does not exist") from None
        return {}
    except OSError as e:
        raise ConfigError(f"cannot read the config file {path}: {e}") from e
    try:
        doc = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ConfigError(f"the config file {path} is not valid TOML: {e}") from e
    table = doc.get(profile)
    if table is None:
        if required:
            known = ", ".join(sorted(k for k, v in doc.items() if isinstance(v, dict))) or "none"
            raise ConfigError(f"no profile [{profile}] in {path} (profiles: {known})")
        return {}
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [{profile}] must be a table of url, apiKey, token")
    out: dict[str, str] = {}
    for key, value in table.items():
        if key not in FILE_KEYS:
            warnings.warn(
                f"{path} [{profile}]: unknown key {key!r} ignored (known: {', '.join(FILE_KEYS)})",
                stacklevel=3,
            )
            continue
        if not isinstance(value, str):
            raise ConfigError(f"{path} [{profile}]: {key!r} must be a string")
        if (v := _blank(value)) is not None:
            out[key] = v
    if ("apiKey" in out or "token" in out) and os.name == "posix":
        try:
            if path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO):
                warnings.warn(
                    f"{path} holds credentials and other users can read it; run: chmod 600 {path}",
                    stacklevel=3,
                )
        except OSError:
            pass
    return out


def normalize_url(raw: str, origin: str) -> str:
    parts = urlsplit(raw)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigError(f"{origin} must be an http(s) URL such as http://localhost:8080, not {raw!r}")
    if parts.query or parts.fragment:
        raise ConfigError(f"{origin} must not carry a query or fragment: {raw!r}")
    return raw.rstrip("/")


def resolve(
    *,
    url: str | None = None,
    api_key: str | None = None,
    token: str | None = None,
    token_provider: TokenProvider | None = None,
    profile: str | None = None,
    config_file: str | os.PathLike[str] | None = None,
    env: Mapping[str, str] | None = None,
) -> Resolved:
    env = os.environ if env is None else env
    path = Path(config_file).expanduser() if config_file is not None else config_path(env)
    explicit_profile = _blank(profile) or _blank(env.get(ENV_PROFILE))
    profile_name = explicit_profile or "default"
    file_values: dict[str, str] | None = None

    def from_file() -> dict[str, str]:
        nonlocal file_values
        if file_values is None:
            file_values = read_profile(path, profile_name, required=explicit_profile is not None)
        return file_values

    sources: dict[str, str] = {}
    if (u := _blank(url)) is not None:
        chosen_url, sources["url"] = u, "argument"
    elif (u := _blank(env.get(ENV_URL))) is not None:
        chosen_url, sources["url"] = u, "env"
    elif (u := from_file().get("url")) is not None:
        chosen_url, sources["url"] = u, str(path)
    else:
        chosen_url, sources["url"] = DEFAULT_URL, "default"

    given = [
        n
        for n, v in (
            ("api_key", _blank(api_key)),
            ("token", _blank(token)),
            ("token_provider", token_provider),
        )
        if v
    ]
    if len(given) > 1:
        raise ConfigError(f"pass one credential, not {' and '.join(given)}")
    if given:
        creds = Credentials(_blank(api_key), _blank(token), token_provider)
        sources["credentials"] = "argument"
    else:
        ek, et = _blank(env.get(ENV_API_KEY)), _blank(env.get(ENV_TOKEN))
        if ek and et:
            raise ConfigError(f"both {ENV_API_KEY} and {ENV_TOKEN} are set; unset one")
        if ek or et:
            creds, sources["credentials"] = Credentials(api_key=ek, token=et), "env"
        else:
            fk, ft = from_file().get("apiKey"), from_file().get("token")
            if fk and ft:
                raise ConfigError(f"{path} [{profile_name}] holds both apiKey and token; keep one")
            if fk or ft:
                creds, sources["credentials"] = Credentials(api_key=fk, token=ft), str(path)
            else:
                creds, sources["credentials"] = Credentials(), "none"
    origin = {"argument": "url=", "env": ENV_URL, "default": "the default URL"}.get(
        sources["url"], f"url in {path}"
    )
    return Resolved(normalize_url(chosen_url, origin), creds, sources, profile_name, path)
