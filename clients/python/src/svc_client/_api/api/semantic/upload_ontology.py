from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.upload_ontology_body import UploadOntologyBody
from ...models.upload_ontology_response_201 import UploadOntologyResponse201
from ...models.upload_ontology_response_400 import UploadOntologyResponse400
from ...models.upload_ontology_response_401 import UploadOntologyResponse401
from ...models.upload_ontology_response_403 import UploadOntologyResponse403
from ...models.upload_ontology_response_409 import UploadOntologyResponse409
from ...models.upload_ontology_response_415 import UploadOntologyResponse415
from ...types import Response


def _get_kwargs(
    *,
    body: UploadOntologyBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/semantic/ontologies",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | UploadOntologyResponse201
    | UploadOntologyResponse400
    | UploadOntologyResponse401
    | UploadOntologyResponse403
    | UploadOntologyResponse409
    | UploadOntologyResponse415
):
    if response.status_code == 201:
        response_201 = UploadOntologyResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = UploadOntologyResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UploadOntologyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UploadOntologyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = UploadOntologyResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 415:
        response_415 = UploadOntologyResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | UploadOntologyResponse201
    | UploadOntologyResponse400
    | UploadOntologyResponse401
    | UploadOntologyResponse403
    | UploadOntologyResponse409
    | UploadOntologyResponse415
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UploadOntologyBody,
) -> Response[
    Problem
    | UploadOntologyResponse201
    | UploadOntologyResponse400
    | UploadOntologyResponse401
    | UploadOntologyResponse403
    | UploadOntologyResponse409
    | UploadOntologyResponse415
]:
    """Upload a Turtle bundle (part `file`, at most 10 MB; part `metadata`: JSON {id, iriPrefix, license,
    name?, canonicalUrl?}); it joins the seed pass at the next start, or now through refresh-
    ontologies?bundles=<id>. A body over about 4.4 MB exceeds what a Lambda invocation carries (413):
    send it `Content-Encoding: gzip` (the whole multipart body), which is inflated to at most 10 MB plus
    the framing and then measured

    Args:
        body (UploadOntologyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UploadOntologyResponse201 | UploadOntologyResponse400 | UploadOntologyResponse401 | UploadOntologyResponse403 | UploadOntologyResponse409 | UploadOntologyResponse415]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: UploadOntologyBody,
) -> (
    Problem
    | UploadOntologyResponse201
    | UploadOntologyResponse400
    | UploadOntologyResponse401
    | UploadOntologyResponse403
    | UploadOntologyResponse409
    | UploadOntologyResponse415
    | None
):
    """Upload a Turtle bundle (part `file`, at most 10 MB; part `metadata`: JSON {id, iriPrefix, license,
    name?, canonicalUrl?}); it joins the seed pass at the next start, or now through refresh-
    ontologies?bundles=<id>. A body over about 4.4 MB exceeds what a Lambda invocation carries (413):
    send it `Content-Encoding: gzip` (the whole multipart body), which is inflated to at most 10 MB plus
    the framing and then measured

    Args:
        body (UploadOntologyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UploadOntologyResponse201 | UploadOntologyResponse400 | UploadOntologyResponse401 | UploadOntologyResponse403 | UploadOntologyResponse409 | UploadOntologyResponse415
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UploadOntologyBody,
) -> Response[
    Problem
    | UploadOntologyResponse201
    | UploadOntologyResponse400
    | UploadOntologyResponse401
    | UploadOntologyResponse403
    | UploadOntologyResponse409
    | UploadOntologyResponse415
]:
    """Upload a Turtle bundle (part `file`, at most 10 MB; part `metadata`: JSON {id, iriPrefix, license,
    name?, canonicalUrl?}); it joins the seed pass at the next start, or now through refresh-
    ontologies?bundles=<id>. A body over about 4.4 MB exceeds what a Lambda invocation carries (413):
    send it `Content-Encoding: gzip` (the whole multipart body), which is inflated to at most 10 MB plus
    the framing and then measured

    Args:
        body (UploadOntologyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UploadOntologyResponse201 | UploadOntologyResponse400 | UploadOntologyResponse401 | UploadOntologyResponse403 | UploadOntologyResponse409 | UploadOntologyResponse415]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UploadOntologyBody,
) -> (
    Problem
    | UploadOntologyResponse201
    | UploadOntologyResponse400
    | UploadOntologyResponse401
    | UploadOntologyResponse403
    | UploadOntologyResponse409
    | UploadOntologyResponse415
    | None
):
    """Upload a Turtle bundle (part `file`, at most 10 MB; part `metadata`: JSON {id, iriPrefix, license,
    name?, canonicalUrl?}); it joins the seed pass at the next start, or now through refresh-
    ontologies?bundles=<id>. A body over about 4.4 MB exceeds what a Lambda invocation carries (413):
    send it `Content-Encoding: gzip` (the whole multipart body), which is inflated to at most 10 MB plus
    the framing and then measured

    Args:
        body (UploadOntologyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UploadOntologyResponse201 | UploadOntologyResponse400 | UploadOntologyResponse401 | UploadOntologyResponse403 | UploadOntologyResponse409 | UploadOntologyResponse415
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
