"""problem+json answers become exceptions by status and code, with the server's detail."""

import httpx
import pytest
import respx

import svc_client
from svc_client import errors

BASE = "http://svc.test"


def svc():
    return svc_client.connect(BASE, api_key="k", retry=svc_client.RetryPolicy(attempts=1), env={})


def problem(status, code, detail, **ext):
    return httpx.Response(
        status,
        headers={"Content-Type": "application/problem+json"},
        json={
            "type": f"https://svc.example.org/errors/{code}",
            "title": "Title",
            "status": status,
            "detail": detail,
            **ext,
        },
    )


@respx.mock
@pytest.mark.parametrize(
    ("status", "code", "cls"),
    [
        (400, "request.malformed-json", errors.BadRequest),
        (401, "auth.unauthenticated", errors.Unauthorized),
        (403, "auth.forbidden", errors.Forbidden),
        (404, "resource.not-found", errors.NotFound),
        (409, "resource.conflict", errors.Conflict),
        (413, "request.too-large", errors.PayloadTooLarge),
        (422, "template.violations", errors.ValidationError),
        (500, "internal", errors.ServerError),
        (503, "dependency.unavailable", errors.ServiceUnavailable),
    ],
)
def test_status_maps_to_its_exception(status, code, cls):
    respx.get(f"{BASE}/x").mock(return_value=problem(status, code, f"detail of {code}"))
    with pytest.raises(cls) as e:
        svc().get_json("/x")
    assert type(e.value) is cls
    assert f"detail of {code}" in str(e.value)
    assert e.value.status == status and e.value.code == code
    assert e.value.detail == f"detail of {code}"
    assert "GET http://svc.test/x" in str(e.value)


@respx.mock
def test_validation_error_carries_violations():
    respx.post(f"{BASE}/svc/api/collections").mock(
        return_value=problem(
            400,
            "request.invalid",
            "The request body is invalid.",
            violations=[{"field": "name", "message": "name must not be blank"}],
        )
    )
    with pytest.raises(svc_client.ValidationError) as e:
        svc().create_collection(" ")
    assert e.value.violations == [{"field": "name", "message": "name must not be blank"}]
    assert "name: name must not be blank" in str(e.value)
    assert isinstance(e.value, svc_client.BadRequest)


@respx.mock
def test_rate_limited_carries_retry_after_as_http_date():
    respx.get(f"{BASE}/x").mock(
        return_value=httpx.Response(429, headers={"Retry-After": "Wed, 21 Oct 2099 07:28:00 GMT"})
    )
    with pytest.raises(svc_client.RateLimited) as e:
        svc().get_json("/x")
    assert e.value.retry_after is not None and e.value.retry_after > 1e6


@respx.mock
def test_a_non_problem_body_is_shown():
    respx.get(f"{BASE}/x").mock(return_value=httpx.Response(502, text="Bad Gateway from the proxy"))
    with pytest.raises(svc_client.ServiceUnavailable) as e:
        svc().get_json("/x")
    assert "Bad Gateway from the proxy" in str(e.value)


def test_retry_after_parsing():
    assert errors.parse_retry_after("5") == 5.0
    assert errors.parse_retry_after(None) is None
    assert errors.parse_retry_after("soon") is None
    assert errors.parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0
