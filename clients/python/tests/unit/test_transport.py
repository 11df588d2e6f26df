"""Retries, backoff, Retry-After and idempotency, against a mocked transport (respx)."""

import httpx
import pytest
import respx

import svc_client
from svc_client import ConnectionFailed, RetryPolicy, ServiceUnavailable

BASE = "http://svc.test"


def connect(sleeps, attempts=4, **kw):
    policy = RetryPolicy(attempts=attempts, backoff=0.5, sleep=sleeps.append)
    return svc_client.connect(BASE, api_key="k", retry=policy, env={}, **kw)


def problem(status, code, detail, **ext):
    return {
        "type": f"https://svc.example.org/errors/{code}",
        "title": "T",
        "status": status,
        "detail": detail,
        **ext,
    }


@respx.mock
@pytest.mark.parametrize("status", [429, 502, 503, 504])
def test_get_is_retried_on_transient_statuses(sleeps, status):
    route = respx.get(f"{BASE}/svc/api/collections/1").mock(
        side_effect=[
            httpx.Response(status),
            httpx.Response(status),
            httpx.Response(200, json={"id": 1, "name": "c"}),
        ]
    )
    svc = connect(sleeps)
    assert svc.collection(1).id == 1
    assert route.call_count == 3
    assert len(sleeps) == 2


@respx.mock
def test_backoff_grows_and_honours_retry_after(sleeps):
    route = respx.get(f"{BASE}/x").mock(
        side_effect=[
            httpx.Response(503),
            httpx.Response(503),
            httpx.Response(429, headers={"Retry-After": "7"}),
            httpx.Response(200, json={}),
        ]
    )
    svc = connect(sleeps)
    svc.get_json("/x")
    assert route.call_count == 4
    # full jitter within [exp/2, exp]: 0.5 then 1.0, then Retry-After 7 s wins over 2.0
    assert 0.25 <= sleeps[0] <= 0.5
    assert 0.5 <= sleeps[1] <= 1.0
    assert sleeps[2] == 7.0


@respx.mock
def test_gives_up_after_the_attempts_and_raises_with_retry_after(sleeps):
    respx.get(f"{BASE}/x").mock(
        return_value=httpx.Response(
            503,
            headers={"Retry-After": "2", "Content-Type": "application/problem+json"},
            json=problem(503, "dependency.unavailable", "The graph is unavailable."),
        )
    )
    svc = connect(sleeps, attempts=3)
    with pytest.raises(ServiceUnavailable) as e:
        svc.get_json("/x")
    assert e.value.retry_after == 2.0
    assert "The graph is unavailable." in str(e.value)
    assert e.value.code == "dependency.unavailable"
    assert len(sleeps) == 2


@respx.mock
def test_a_retry_after_beyond_the_cap_is_not_waited_for(sleeps):
    route = respx.get(f"{BASE}/x").mock(return_value=httpx.Response(503, headers={"Retry-After": "3600"}))
    with pytest.raises(ServiceUnavailable):
        connect(sleeps).get_json("/x")
    assert route.call_count == 1 and sleeps == []


@respx.mock
@pytest.mark.parametrize("method", ["PUT", "DELETE"])
def test_put_and_delete_are_retried(sleeps, method):
    route = respx.request(method, f"{BASE}/x").mock(side_effect=[httpx.Response(502), httpx.Response(204)])
    connect(sleeps).request(method, "/x", json={"a": 1} if method == "PUT" else None)
    assert route.call_count == 2


@respx.mock
@pytest.mark.parametrize("status", [429, 502, 503, 504])
def test_post_is_never_retried(sleeps, status):
    route = respx.post(f"{BASE}/svc/api/collections/1/dataObjects").mock(return_value=httpx.Response(status))
    with pytest.raises(svc_client.SvcError):
        connect(sleeps).create_data_object(1, "x")
    assert route.call_count == 1 and sleeps == []


@respx.mock
def test_a_post_that_timed_out_is_not_sent_again(sleeps):
    route = respx.post(f"{BASE}/svc/api/collections").mock(side_effect=httpx.ReadTimeout("slow"))
    with pytest.raises(ConnectionFailed):
        connect(sleeps).create_collection("c")
    assert route.call_count == 1


@respx.mock
def test_an_idempotent_post_is_retried(sleeps):
    route = respx.post(f"{BASE}/commit").mock(side_effect=[httpx.Response(503), httpx.Response(201, json={})])
    connect(sleeps).post_json("/commit", {"oid": "o"}, idempotent=True)
    assert route.call_count == 2


@respx.mock
def test_connection_errors_are_retried_for_get_only(sleeps):
    get = respx.get(f"{BASE}/x").mock(
        side_effect=[httpx.ConnectError("refused"), httpx.ReadError("reset"), httpx.Response(200, json=1)]
    )
    post = respx.post(f"{BASE}/y").mock(side_effect=httpx.ConnectError("refused"))
    svc = connect(sleeps)
    assert svc.get_json("/x") == 1
    assert get.call_count == 3
    with pytest.raises(ConnectionFailed):
        svc.post_json("/y", {})
    assert post.call_count == 1


@respx.mock
def test_connection_errors_exhausted_raise_connection_failed(sleeps):
    route = respx.get(f"{BASE}/x").mock(side_effect=httpx.ConnectError("refused"))
    with pytest.raises(ConnectionFailed):
        connect(sleeps, attempts=2).get_json("/x")
    assert route.call_count == 2


@respx.mock
def test_every_call_carries_a_timeout(sleeps):
    seen = []

    def record(request):
        seen.append(request.extensions["timeout"])
        return httpx.Response(200, json=[])

    respx.get(f"{BASE}/x").mock(side_effect=record)
    svc = connect(sleeps, timeout=12.5)
    svc.get_json("/x")
    svc.request("GET", "/x", timeout=3.0)
    assert seen[0]["read"] == 12.5 and seen[0]["connect"] == 10.0
    assert seen[1]["read"] == 3.0


@respx.mock
def test_the_generated_layer_shares_auth_and_retries(sleeps):
    from svc_client._api.api.collection import get_collection

    route = respx.get(f"{BASE}/svc/api/collections/5").mock(
        side_effect=[
            httpx.Response(503),
            httpx.Response(
                200,
                json={
                    "id": 5,
                    "appId": "a",
                    "createdAt": "t",
                    "createdBy": "u",
                    "updatedAt": None,
                    "updatedBy": None,
                    "revision": 1,
                    "name": "c",
                    "description": None,
                    "attributes": {},
                    "dataObjectIds": [2**62 + 1],
                    "incomingIds": [],
                    "defaultFileContainerId": None,
                },
            ),
        ]
    )
    svc = connect(sleeps)
    got = get_collection.sync(client=svc.api, collection_id="5")
    assert got.name == "c" and got.data_object_ids == [2**62 + 1]
    assert route.call_count == 2
    assert route.calls[0].request.headers["X-API-KEY"] == "k"
    assert "authorization" not in route.calls[0].request.headers


@respx.mock
def test_a_303_is_followed_to_storage_without_credentials(sleeps):
    stored = "http://bucket.test/large-answers/a.json?X-Amz-Signature=s"
    respx.get(f"{BASE}/svc/api/timeseriesContainers/1/payload").mock(
        return_value=httpx.Response(303, headers={"location": stored})
    )
    got = respx.get(stored).mock(
        return_value=httpx.Response(
            200, content=b'{"points":[{"timestamp":1700000000123456789,"value":1.5}]}'
        )
    )
    svc = connect(sleeps)
    body = svc.get_json("/svc/api/timeseriesContainers/1/payload")
    assert body["points"][0]["timestamp"] == 1700000000123456789
    assert got.call_count == 1
    sent = got.calls[0].request.headers
    assert "x-api-key" not in sent and "authorization" not in sent


@respx.mock
def test_a_303_after_a_post_search_is_a_get_of_the_stored_answer(sleeps):
    stored = "http://bucket.test/large-answers/b.json?X-Amz-Signature=s"
    posted = respx.post(f"{BASE}/svc/api/search/collections").mock(
        return_value=httpx.Response(303, headers={"location": stored})
    )
    got = respx.get(stored).mock(return_value=httpx.Response(200, content=b'[{"id":9007199254740993}]'))
    svc = connect(sleeps)
    response = svc.request("POST", "/svc/api/search/collections", json={"query": "{}"})
    assert posted.call_count == 1 and got.call_count == 1
    assert response.content == b'[{"id":9007199254740993}]'
    sent = got.calls[0].request.headers
    assert "x-api-key" not in sent and "authorization" not in sent


@respx.mock
def test_a_303_without_location_raises_the_clients_error_naming_it(sleeps):
    respx.get(f"{BASE}/svc/api/timeseriesContainers/1/payload").mock(return_value=httpx.Response(303))
    svc = connect(sleeps)
    with pytest.raises(svc_client.SvcError) as e:
        svc.get_json("/svc/api/timeseriesContainers/1/payload")
    assert type(e.value) is svc_client.SvcError and e.value.status == 303
    assert "without a Location header" in str(e.value) and "/timeseriesContainers/1/payload" in str(e.value)


@respx.mock
def test_a_403_of_the_storage_after_a_303_is_not_the_apis_refusal(sleeps):
    stored = "http://bucket.test/large-answers/a.json?X-Amz-Signature=secret"
    respx.get(f"{BASE}/svc/api/timeseriesContainers/1/payload").mock(
        return_value=httpx.Response(303, headers={"location": stored})
    )
    respx.get(stored).mock(
        return_value=httpx.Response(
            403, content=b"<Error><Code>AccessDenied</Code>Request has expired</Error>"
        )
    )
    svc = connect(sleeps)
    with pytest.raises(svc_client.StorageForbidden) as e:
        svc.get_json("/svc/api/timeseriesContainers/1/payload")
    assert isinstance(e.value, svc_client.Forbidden) and e.value.status == 403
    msg = str(e.value)
    assert msg.startswith(
        "the storage the API redirected to (303 from GET http://svc.test/svc/api/timeseriesContainers"
    )
    assert "Request has expired" in msg and "secret" not in msg and "secret" not in (e.value.url or "")


@respx.mock
def test_another_storage_error_after_a_303_keeps_its_kind_and_names_the_storage(sleeps):
    stored = "http://bucket.test/large-answers/a.json?X-Amz-Signature=s"
    respx.get(f"{BASE}/svc/api/timeseriesContainers/1/payload").mock(
        return_value=httpx.Response(303, headers={"location": stored})
    )
    respx.get(stored).mock(return_value=httpx.Response(404, content=b"<Error><Code>NoSuchKey</Code></Error>"))
    with pytest.raises(svc_client.NotFound) as e:
        connect(sleeps).get_json("/svc/api/timeseriesContainers/1/payload")
    assert not isinstance(
        e.value, svc_client.StorageForbidden
    ) and "the storage the API redirected to" in str(e.value)


@respx.mock
def test_the_generated_layer_answers_a_303_itself_as_documented(sleeps):
    from svc_client._api.api.timeseries_container import get_timeseries

    stored = "http://bucket.test/large-answers/a.json?X-Amz-Signature=s"
    respx.get(f"{BASE}/svc/api/timeseriesContainers/1/payload").mock(
        return_value=httpx.Response(303, headers={"location": stored})
    )
    got = respx.get(stored).mock(return_value=httpx.Response(200, json={"points": []}))
    svc = connect(sleeps)
    r = get_timeseries.sync_detailed(
        "1",
        client=svc.api,
        measurement="m",
        device="d",
        location="l",
        symbolic_name="s",
        field="f",
        start="0",
        end="1",
    )
    assert r.status_code == 303 and r.headers["location"] == stored and got.call_count == 0
    assert svc.raw_http.get(r.headers["location"]).json() == {"points": []}
    assert "x-api-key" not in got.calls[0].request.headers
