"""/v2 helpers against a mocked transport: cursor pages, diff pages, template violations."""

import json

import httpx
import pytest
import respx

import svc_client

BASE = "http://svc.test"


def svc():
    return svc_client.connect(BASE, api_key="k", env={})


@respx.mock
def test_cursor_pages_follow_next_lazily():
    def answer(request):
        cursor = request.url.params.get("cursor")
        if cursor is None:
            return httpx.Response(200, json={"snapshots": [{"appId": "a"}, {"appId": "b"}], "next": "c2"})
        return httpx.Response(200, json={"snapshots": [{"appId": "c"}], "next": None})

    route = respx.get(f"{BASE}/v2/collections/col/snapshots").mock(side_effect=answer)
    pages = svc().snapshots("col", page_size=2)
    assert route.call_count == 0
    assert [s["appId"] for s in pages] == ["a", "b", "c"]
    assert route.calls[1].request.url.params["cursor"] == "c2"
    with pytest.raises(svc_client.LimitExceeded):
        pages.to_list(max=2)


@respx.mock
def test_diff_gathers_every_page():
    respx.get(f"{BASE}/v2/snapshots/a/diff/b").mock(
        side_effect=[
            httpx.Response(
                200,
                json={
                    "added": [{"entityAppId": "x"}],
                    "removed": [],
                    "changed": [],
                    "unchangedCount": 3,
                    "next": "n",
                },
            ),
            httpx.Response(
                200,
                json={
                    "added": [{"entityAppId": "y"}],
                    "removed": [{"entityAppId": "z"}],
                    "changed": [],
                    "unchangedCount": 3,
                    "next": None,
                },
            ),
        ]
    )
    diff = svc().diff_snapshots("a", "b")
    assert [x["entityAppId"] for x in diff["added"]] == ["x", "y"] and diff["removed"] == [
        {"entityAppId": "z"}
    ]


@respx.mock
def test_instantiate_raises_validation_error_with_field_paths():
    route = respx.post(f"{BASE}/v2/templates/t1/instantiate").mock(
        return_value=httpx.Response(
            422,
            headers={"Content-Type": "application/problem+json"},
            json={
                "type": "x/template.violations",
                "title": "Shape Violations",
                "status": 422,
                "detail": "2 violations",
                "violations": [{"field": "attributes.temperature", "message": "must be a decimal"}],
            },
        )
    )
    with pytest.raises(svc_client.ValidationError) as e:
        svc().instantiate("t1", "col-app", {"temperature": "warm"}, name="run")
    assert e.value.violations[0]["field"] == "attributes.temperature"
    assert "attributes.temperature: must be a decimal" in str(e.value)
    assert json.loads(route.calls[0].request.content) == {
        "collectionAppId": "col-app",
        "name": "run",
        "description": None,
        "attributes": {"temperature": "warm"},
    }
    assert route.call_count == 1  # a POST that creates: never retried


@respx.mock
def test_sparql_bindings_become_a_dataframe():
    respx.get(f"{BASE}/v2/semantic/r/sparql").mock(
        return_value=httpx.Response(
            200,
            json={
                "head": {"vars": ["s", "o"]},
                "results": {
                    "bindings": [
                        {"s": {"type": "uri", "value": "urn:a"}, "o": {"type": "literal", "value": "1"}},
                        {"s": {"type": "uri", "value": "urn:b"}},
                    ]
                },
            },
        )
    )
    df = svc().sparql("r", "SELECT ?s ?o WHERE {}")
    assert df.to_dict("records") == [{"s": "urn:a", "o": "1"}, {"s": "urn:b", "o": None}]
