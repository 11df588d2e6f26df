"""HDF containers: the body of a create, the domain of a file, the credentials asked once (mocked)."""

import json

import httpx
import pytest
import respx

import svc_client

BASE = "http://svc.test"
C = {
    "appId": "a-1",
    "name": "h",
    "description": None,
    "hdfDomain": "/svc/a-1/",
    "attributes": {},
    "owner": "u",
    "collectionAppId": "c-1",
    "createdAt": "2026-11-27T08:00:00Z",
    "createdBy": "u",
}


def svc():
    return svc_client.connect(
        BASE, api_key="k", env={}, progress=False, retry=svc_client.RetryPolicy(sleep=lambda s: None)
    )


@respx.mock
def test_a_create_is_sent_once_with_the_collection_and_a_file_domain_is_one_segment():
    create = respx.post(f"{BASE}/v2/hdf-containers").mock(
        side_effect=[httpx.Response(503, headers={"retry-after": "0"}), httpx.Response(201, json=C)]
    )
    coll = svc_client.Collection.from_json({"id": 1, "appId": "c-1", "name": "c"})
    with pytest.raises(svc_client.ServiceUnavailable):
        svc().create_hdf_container("h", collection=coll)
    assert create.call_count == 1  # a create is never retried
    c = svc().create_hdf_container("h", collection="c-1", attributes={"a": "b"})
    assert json.loads(create.calls[1].request.content) == {
        "name": "h",
        "attributes": {"a": "b"},
        "collectionAppId": "c-1",
    }
    assert c.domain("run-7.h5") == "/svc/a-1/run-7.h5" and "HSDS folder" in c._repr_html_()
    for bad in ("", "a/b.h5"):
        with pytest.raises(ValueError):
            c.domain(bad)


@respx.mock
def test_the_credentials_are_asked_once_per_connection():
    creds = respx.get(f"{BASE}/v2/hdf/credentials").mock(
        return_value=httpx.Response(200, json={"endpoint": "http://hsds", "username": "u", "password": "p"})
    )
    s = svc()
    assert s.hdf_credentials() == {"endpoint": "http://hsds", "username": "u", "password": "p"}
    s.hdf_credentials()["password"] = "changed by the caller"
    assert s.hdf_credentials()["password"] == "p" and creds.call_count == 1
