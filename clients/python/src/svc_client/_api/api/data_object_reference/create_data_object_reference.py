from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_data_object_reference_body import CreateDataObjectReferenceBody
from ...models.create_data_object_reference_response_201 import (
    CreateDataObjectReferenceResponse201,
)
from ...models.create_data_object_reference_response_400 import (
    CreateDataObjectReferenceResponse400,
)
from ...models.create_data_object_reference_response_401 import (
    CreateDataObjectReferenceResponse401,
)
from ...models.create_data_object_reference_response_403 import (
    CreateDataObjectReferenceResponse403,
)
from ...models.create_data_object_reference_response_404 import (
    CreateDataObjectReferenceResponse404,
)
from ...models.create_data_object_reference_response_409 import (
    CreateDataObjectReferenceResponse409,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    *,
    body: CreateDataObjectReferenceBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/dataObjectReferences".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateDataObjectReferenceResponse201
    | CreateDataObjectReferenceResponse400
    | CreateDataObjectReferenceResponse401
    | CreateDataObjectReferenceResponse403
    | CreateDataObjectReferenceResponse404
    | CreateDataObjectReferenceResponse409
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateDataObjectReferenceResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateDataObjectReferenceResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateDataObjectReferenceResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateDataObjectReferenceResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateDataObjectReferenceResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateDataObjectReferenceResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateDataObjectReferenceResponse201
    | CreateDataObjectReferenceResponse400
    | CreateDataObjectReferenceResponse401
    | CreateDataObjectReferenceResponse403
    | CreateDataObjectReferenceResponse404
    | CreateDataObjectReferenceResponse409
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectReferenceBody,
) -> Response[
    CreateDataObjectReferenceResponse201
    | CreateDataObjectReferenceResponse400
    | CreateDataObjectReferenceResponse401
    | CreateDataObjectReferenceResponse403
    | CreateDataObjectReferenceResponse404
    | CreateDataObjectReferenceResponse409
    | Problem
]:
    """Create Data Object Reference (needs write here and read on the referenced DataObject's Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateDataObjectReferenceResponse201 | CreateDataObjectReferenceResponse400 | CreateDataObjectReferenceResponse401 | CreateDataObjectReferenceResponse403 | CreateDataObjectReferenceResponse404 | CreateDataObjectReferenceResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectReferenceBody,
) -> (
    CreateDataObjectReferenceResponse201
    | CreateDataObjectReferenceResponse400
    | CreateDataObjectReferenceResponse401
    | CreateDataObjectReferenceResponse403
    | CreateDataObjectReferenceResponse404
    | CreateDataObjectReferenceResponse409
    | Problem
    | None
):
    """Create Data Object Reference (needs write here and read on the referenced DataObject's Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateDataObjectReferenceResponse201 | CreateDataObjectReferenceResponse400 | CreateDataObjectReferenceResponse401 | CreateDataObjectReferenceResponse403 | CreateDataObjectReferenceResponse404 | CreateDataObjectReferenceResponse409 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectReferenceBody,
) -> Response[
    CreateDataObjectReferenceResponse201
    | CreateDataObjectReferenceResponse400
    | CreateDataObjectReferenceResponse401
    | CreateDataObjectReferenceResponse403
    | CreateDataObjectReferenceResponse404
    | CreateDataObjectReferenceResponse409
    | Problem
]:
    """Create Data Object Reference (needs write here and read on the referenced DataObject's Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateDataObjectReferenceResponse201 | CreateDataObjectReferenceResponse400 | CreateDataObjectReferenceResponse401 | CreateDataObjectReferenceResponse403 | CreateDataObjectReferenceResponse404 | CreateDataObjectReferenceResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectReferenceBody,
) -> (
    CreateDataObjectReferenceResponse201
    | CreateDataObjectReferenceResponse400
    | CreateDataObjectReferenceResponse401
    | CreateDataObjectReferenceResponse403
    | CreateDataObjectReferenceResponse404
    | CreateDataObjectReferenceResponse409
    | Problem
    | None
):
    """Create Data Object Reference (needs write here and read on the referenced DataObject's Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateDataObjectReferenceResponse201 | CreateDataObjectReferenceResponse400 | CreateDataObjectReferenceResponse401 | CreateDataObjectReferenceResponse403 | CreateDataObjectReferenceResponse404 | CreateDataObjectReferenceResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            client=client,
            body=body,
        )
    ).parsed
