"""connect(): arguments, then the environment, then the profile file, then the default."""

import os
import warnings

import httpx
import pytest
import respx

import svc_client
from svc_client.config import ConfigError, resolve


@pytest.fixture
def cfg(tmp_path):
    path = tmp_path / "client.toml"
    path.write_text(
        '[default]\nurl = "https://file.example"\napiKey = "file-key"\n\n'
        '[lab]\nurl = "https://lab.example/base/"\ntoken = "lab-token"\n'
    )
    os.chmod(path, 0o600)
    return path


def test_arguments_win(cfg):
    r = resolve(
        url="https://arg.example",
        api_key="arg-key",
        config_file=cfg,
        env={"SVC_URL": "https://env.example", "SVC_API_KEY": "env-key"},
    )
    assert r.url == "https://arg.example" and r.credentials.api_key == "arg-key"
    assert r.sources == {"url": "argument", "credentials": "argument"}


def test_environment_before_file(cfg):
    r = resolve(config_file=cfg, env={"SVC_URL": "https://env.example/", "SVC_TOKEN": "env-token"})
    assert (
        r.url == "https://env.example"
        and r.credentials.token == "env-token"
        and r.credentials.api_key is None
    )
    assert r.sources == {"url": "env", "credentials": "env"}


def test_each_value_on_its_own(cfg):
    r = resolve(config_file=cfg, env={"SVC_URL": "https://env.example"})
    assert r.url == "https://env.example" and r.credentials.api_key == "file-key"
    assert r.sources["credentials"] == str(cfg)


def test_named_profile_by_argument_and_by_env(cfg):
    r = resolve(profile="lab", config_file=cfg, env={})
    assert r.url == "https://lab.example/base" and r.credentials.token == "lab-token"
    r = resolve(config_file=cfg, env={"SVC_PROFILE": "lab"})
    assert r.profile == "lab" and r.credentials.token == "lab-token"


def test_default_without_anything(tmp_path):
    r = resolve(env={"HOME": str(tmp_path)})
    assert r.url == "http://localhost:8080" and r.credentials.empty
    assert r.config_file == tmp_path / ".svc" / "client.toml"


def test_svc_config_names_the_file(cfg):
    assert resolve(env={"SVC_CONFIG": str(cfg)}).credentials.api_key == "file-key"


def test_blank_values_count_as_unset(cfg):
    r = resolve(url="  ", api_key="", config_file=cfg, env={"SVC_URL": " "})
    assert r.url == "https://file.example" and r.credentials.api_key == "file-key"


def test_errors(cfg, tmp_path):
    with pytest.raises(ConfigError, match="no profile"):
        resolve(profile="nope", config_file=cfg, env={})
    with pytest.raises(ConfigError, match="http"):
        resolve(url="ftp://x", env={})
    with pytest.raises(ConfigError, match="query"):
        resolve(url="http://x/?a=1", env={})
    with pytest.raises(ConfigError, match="one credential"):
        resolve(url="http://x", api_key="a", token="b", env={})
    with pytest.raises(ConfigError, match="both"):
        resolve(url="http://x", env={"SVC_API_KEY": "a", "SVC_TOKEN": "b"})
    bad = tmp_path / "bad.toml"
    bad.write_text("[default\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        resolve(config_file=bad, env={})


def test_a_readable_credentials_file_warns(cfg):
    os.chmod(cfg, 0o644)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        resolve(config_file=cfg, env={})
    assert any("chmod 600" in str(x.message) for x in w)


@respx.mock
def test_credentials_are_sent_as_the_api_expects():
    route = respx.get("http://svc.test/svc/api/users").mock(return_value=httpx.Response(200, json={}))
    svc_client.connect("http://svc.test", api_key="K", env={}).whoami()
    svc_client.connect("http://svc.test", token="T", env={}).whoami()
    assert route.calls[0].request.headers["X-API-KEY"] == "K"
    assert "authorization" not in route.calls[0].request.headers
    assert route.calls[1].request.headers["Authorization"] == "Bearer T"


@respx.mock
def test_token_provider_is_asked_each_time_and_again_after_a_401():
    tokens = iter(["t1", "t2", "t3"])
    asked = []

    def provider():
        asked.append(1)
        return next(tokens)

    def answer(request):
        return httpx.Response(401 if request.headers["Authorization"] == "Bearer t2" else 200, json={})

    route = respx.get("http://svc.test/svc/api/users").mock(side_effect=answer)
    svc = svc_client.connect("http://svc.test", token_provider=provider, env={})
    svc.whoami()  # t1
    svc.whoami()  # t2 → 401 → t3
    assert [c.request.headers["Authorization"] for c in route.calls] == [
        "Bearer t1",
        "Bearer t2",
        "Bearer t3",
    ]
    assert len(asked) == 3
