"""Live tests: a running svc named by SVC_TEST_GATEWAY (storage dbfs: presigning answers 503) and,
for the presigned flow, SVC_TEST_GATEWAY_S3 (the same cloud with the s3 adapter active), as the
caller SVC_TEST_API_KEY (a plain user; SVC_TEST_ADMIN_KEY only creates templates); test_faults.py
and test_spatial_publishing.py also need SVC_TEST_GATEWAY_PRIVATE.
test/integration/python-client.test.ts sets them all."""

import os
import uuid

import pytest

import svc_client


def _need(name):
    value = os.environ.get(name)
    if not value:
        pytest.skip(f"{name} is not set (live tests run from test/integration/python-client.test.ts)")
    return value


@pytest.fixture(scope="session")
def key():
    return _need("SVC_TEST_API_KEY")


@pytest.fixture(scope="session")
def svc(key):
    with svc_client.connect(_need("SVC_TEST_GATEWAY"), api_key=key, progress=False, env={}) as s:
        yield s


@pytest.fixture(scope="session")
def svc_s3(key):
    with svc_client.connect(_need("SVC_TEST_GATEWAY_S3"), api_key=key, progress=False, env={}) as s:
        yield s


@pytest.fixture(scope="session")
def private(key):
    """A gateway of its own, on a DynamoDB Local of its own (stopped by test_faults.py's frozen pass):
    storage s3, presigned URLs living 2 s, spatial data and publishing (minter local) on."""
    with svc_client.connect(_need("SVC_TEST_GATEWAY_PRIVATE"), api_key=key, progress=False, env={}) as s:
        yield s


@pytest.fixture(scope="session")
def admin():
    """An instance-admin, only for what a plain user may not do (creating templates)."""
    with svc_client.connect(
        _need("SVC_TEST_GATEWAY"), api_key=_need("SVC_TEST_ADMIN_KEY"), progress=False, env={}
    ) as s:
        yield s


@pytest.fixture
def name():
    return f"py-{uuid.uuid4().hex[:8]}"
