from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_file_reference_body import CreateFileReferenceBody
from ...models.create_file_reference_response_201 import CreateFileReferenceResponse201
from ...models.create_file_reference_response_400 import CreateFileReferenceResponse400
from ...models.create_file_reference_response_401 import CreateFileReferenceResponse401
from ...models.create_file_reference_response_403 import CreateFileReferenceResponse403
from ...models.create_file_reference_response_404 import CreateFileReferenceResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    *,
    body: CreateFileReferenceBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/fileReferences".format(
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
    CreateFileReferenceResponse201
    | CreateFileReferenceResponse400
    | CreateFileReferenceResponse401
    | CreateFileReferenceResponse403
    | CreateFileReferenceResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateFileReferenceResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateFileReferenceResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateFileReferenceResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateFileReferenceResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateFileReferenceResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateFileReferenceResponse201
    | CreateFileReferenceResponse400
    | CreateFileReferenceResponse401
    | CreateFileReferenceResponse403
    | CreateFileReferenceResponse404
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
    body: CreateFileReferenceBody,
) -> Response[
    CreateFileReferenceResponse201
    | CreateFileReferenceResponse400
    | CreateFileReferenceResponse401
    | CreateFileReferenceResponse403
    | CreateFileReferenceResponse404
    | Problem
]:
    """Create File Reference (needs write on the Collection and read on the container)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateFileReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateFileReferenceResponse201 | CreateFileReferenceResponse400 | CreateFileReferenceResponse401 | CreateFileReferenceResponse403 | CreateFileReferenceResponse404 | Problem]
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
    body: CreateFileReferenceBody,
) -> (
    CreateFileReferenceResponse201
    | CreateFileReferenceResponse400
    | CreateFileReferenceResponse401
    | CreateFileReferenceResponse403
    | CreateFileReferenceResponse404
    | Problem
    | None
):
    """Create File Reference (needs write on the Collection and read on the container)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateFileReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateFileReferenceResponse201 | CreateFileReferenceResponse400 | CreateFileReferenceResponse401 | CreateFileReferenceResponse403 | CreateFileReferenceResponse404 | Problem
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
    body: CreateFileReferenceBody,
) -> Response[
    CreateFileReferenceResponse201
    | CreateFileReferenceResponse400
    | CreateFileReferenceResponse401
    | CreateFileReferenceResponse403
    | CreateFileReferenceResponse404
    | Problem
]:
    """Create File Reference (needs write on the Collection and read on the container)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateFileReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateFileReferenceResponse201 | CreateFileReferenceResponse400 | CreateFileReferenceResponse401 | CreateFileReferenceResponse403 | CreateFileReferenceResponse404 | Problem]
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
    body: CreateFileReferenceBody,
) -> (
    CreateFileReferenceResponse201
    | CreateFileReferenceResponse400
    | CreateFileReferenceResponse401
    | CreateFileReferenceResponse403
    | CreateFileReferenceResponse404
    | Problem
    | None
):
    """Create File Reference (needs write on the Collection and read on the container)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (CreateFileReferenceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateFileReferenceResponse201 | CreateFileReferenceResponse400 | CreateFileReferenceResponse401 | CreateFileReferenceResponse403 | CreateFileReferenceResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            client=client,
            body=body,
        )
    ).parsed
