from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_data_object_body import CreateDataObjectBody
from ...models.create_data_object_response_201 import CreateDataObjectResponse201
from ...models.create_data_object_response_400 import CreateDataObjectResponse400
from ...models.create_data_object_response_401 import CreateDataObjectResponse401
from ...models.create_data_object_response_403 import CreateDataObjectResponse403
from ...models.create_data_object_response_404 import CreateDataObjectResponse404
from ...models.create_data_object_response_409 import CreateDataObjectResponse409
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    *,
    body: CreateDataObjectBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/collections/{collection_id}/dataObjects".format(
            collection_id=quote(str(collection_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateDataObjectResponse201
    | CreateDataObjectResponse400
    | CreateDataObjectResponse401
    | CreateDataObjectResponse403
    | CreateDataObjectResponse404
    | CreateDataObjectResponse409
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateDataObjectResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateDataObjectResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateDataObjectResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateDataObjectResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateDataObjectResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateDataObjectResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateDataObjectResponse201
    | CreateDataObjectResponse400
    | CreateDataObjectResponse401
    | CreateDataObjectResponse403
    | CreateDataObjectResponse404
    | CreateDataObjectResponse409
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
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectBody,
) -> Response[
    CreateDataObjectResponse201
    | CreateDataObjectResponse400
    | CreateDataObjectResponse401
    | CreateDataObjectResponse403
    | CreateDataObjectResponse404
    | CreateDataObjectResponse409
    | Problem
]:
    """Create Data Object (needs write on the Collection). 400 when the parent or a predecessor is not in
    the Collection.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateDataObjectResponse201 | CreateDataObjectResponse400 | CreateDataObjectResponse401 | CreateDataObjectResponse403 | CreateDataObjectResponse404 | CreateDataObjectResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectBody,
) -> (
    CreateDataObjectResponse201
    | CreateDataObjectResponse400
    | CreateDataObjectResponse401
    | CreateDataObjectResponse403
    | CreateDataObjectResponse404
    | CreateDataObjectResponse409
    | Problem
    | None
):
    """Create Data Object (needs write on the Collection). 400 when the parent or a predecessor is not in
    the Collection.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateDataObjectResponse201 | CreateDataObjectResponse400 | CreateDataObjectResponse401 | CreateDataObjectResponse403 | CreateDataObjectResponse404 | CreateDataObjectResponse409 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectBody,
) -> Response[
    CreateDataObjectResponse201
    | CreateDataObjectResponse400
    | CreateDataObjectResponse401
    | CreateDataObjectResponse403
    | CreateDataObjectResponse404
    | CreateDataObjectResponse409
    | Problem
]:
    """Create Data Object (needs write on the Collection). 400 when the parent or a predecessor is not in
    the Collection.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateDataObjectResponse201 | CreateDataObjectResponse400 | CreateDataObjectResponse401 | CreateDataObjectResponse403 | CreateDataObjectResponse404 | CreateDataObjectResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateDataObjectBody,
) -> (
    CreateDataObjectResponse201
    | CreateDataObjectResponse400
    | CreateDataObjectResponse401
    | CreateDataObjectResponse403
    | CreateDataObjectResponse404
    | CreateDataObjectResponse409
    | Problem
    | None
):
    """Create Data Object (needs write on the Collection). 400 when the parent or a predecessor is not in
    the Collection.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateDataObjectResponse201 | CreateDataObjectResponse400 | CreateDataObjectResponse401 | CreateDataObjectResponse403 | CreateDataObjectResponse404 | CreateDataObjectResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
            body=body,
        )
    ).parsed
