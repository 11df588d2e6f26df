"""Lazy pagination, the explicit cap, and exact int64 in JSON."""

import httpx
import pytest
import respx

import svc_client
from svc_client import LimitExceeded, _json

BASE = "http://svc.test"


def coll(i):
    return {"id": i, "appId": f"app-{i}", "name": f"c{i}"}


def paged_route(total):
    def answer(request):
        page, size = int(request.url.params["page"]), int(request.url.params["size"])
        items = [coll(i) for i in range(page * size, min(total, (page + 1) * size))]
        return httpx.Response(200, json=items)

    return respx.get(f"{BASE}/svc/api/collections").mock(side_effect=answer)


def svc():
    return svc_client.connect(BASE, api_key="k", env={})


@respx.mock
def test_iteration_is_lazy_and_walks_every_page():
    route = paged_route(25)
    pages = svc().collections(page_size=10)
    assert route.call_count == 0
    it = iter(pages)
    assert next(it).id == 0
    assert route.call_count == 1
    assert [c.id for c in pages] == list(range(25))
    assert [int(c.request.url.params["page"]) for c in route.calls[1:]] == [0, 1, 2]


@respx.mock
def test_an_exact_multiple_of_the_page_size_ends_with_an_empty_page():
    route = paged_route(20)
    assert len(list(svc().collections(page_size=10))) == 20
    assert route.call_count == 3


@respx.mock
def test_to_list_needs_a_cap_and_never_truncates_silently():
    paged_route(25)
    pages = svc().collections(page_size=10)
    assert len(pages.to_list(max=25)) == 25
    with pytest.raises(LimitExceeded):
        pages.to_list(max=24)
    assert [c.id for c in pages.to_list(max=3, truncate=True)] == [0, 1, 2]
    with pytest.raises(TypeError):
        pages.to_list()  # type: ignore[call-arg]


@respx.mock
def test_filters_and_order_reach_the_query():
    route = paged_route(0)
    list(svc().collections(name="x", order_by="name", desc=True))
    params = route.calls[0].request.url.params
    assert params["name"] == "x" and params["orderBy"] == "name" and params["orderDesc"] == "true"


def test_int64_stays_exact_and_doubles_stay_doubles():
    big = [1, 2**53 + 1, 1700000000123456789, 2**63 - 1]
    text = b'{"ids":[1,9007199254740993,1700000000123456789,9223372036854775807],"d":1.0}'
    parsed = _json.loads(text)
    assert parsed["ids"] == big and all(type(x) is int for x in parsed["ids"])
    assert type(parsed["d"]) is float
    assert _json.dumps(parsed) == text
    import numpy as np

    assert (
        _json.dumps([np.int64(2**63 - 1), np.float64(1.0), np.bool_(True)])
        == b"[9223372036854775807,1.0,true]"
    )
    with pytest.raises(ValueError):
        _json.dumps(float("nan"))


@respx.mock
def test_typed_results_keep_app_id_and_exact_legacy_id():
    respx.get(f"{BASE}/svc/api/collections/9007199254740993").mock(
        return_value=httpx.Response(
            200,
            content=b'{"id":9007199254740993,"appId":"u-1","name":"big","dataObjectIds":[9223372036854775807]}',
        )
    )
    c = svc().collection(2**53 + 1)
    assert c.id == 2**53 + 1 and c.app_id == "u-1" and c.data_object_ids == [2**63 - 1]
    html = c._repr_html_()
    assert "9007199254740993" in html and "u-1" in html and "<table>" in html
