from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.update_data_object_body import UpdateDataObjectBody
from ...models.update_data_object_response_200 import UpdateDataObjectResponse200
from ...models.update_data_object_response_400 import UpdateDataObjectResponse400
from ...models.update_data_object_response_401 import UpdateDataObjectResponse401
from ...models.update_data_object_response_403 import UpdateDataObjectResponse403
from ...models.update_data_object_response_404 import UpdateDataObjectResponse404
from ...models.update_data_object_response_409 import UpdateDataObjectResponse409
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    *,
    body: UpdateDataObjectBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}".format(
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
    Problem
    | UpdateDataObjectResponse200
    | UpdateDataObjectResponse400
    | UpdateDataObjectResponse401
    | UpdateDataObjectResponse403
    | UpdateDataObjectResponse404
    | UpdateDataObjectResponse409
):
    if response.status_code == 200:
        response_200 = UpdateDataObjectResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateDataObjectResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateDataObjectResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateDataObjectResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateDataObjectResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateDataObjectResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | UpdateDataObjectResponse200
    | UpdateDataObjectResponse400
    | UpdateDataObjectResponse401
    | UpdateDataObjectResponse403
    | UpdateDataObjectResponse404
    | UpdateDataObjectResponse409
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
    body: UpdateDataObjectBody,
) -> Response[
    Problem
    | UpdateDataObjectResponse200
    | UpdateDataObjectResponse400
    | UpdateDataObjectResponse401
    | UpdateDataObjectResponse403
    | UpdateDataObjectResponse404
    | UpdateDataObjectResponse409
]:
    """Update Data Object (replaces every field and link; needs write on the Collection). 400 when the
    parent or a predecessor is the DataObject itself, is not in the Collection, or the parent is one of
    its descendants.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (UpdateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateDataObjectResponse200 | UpdateDataObjectResponse400 | UpdateDataObjectResponse401 | UpdateDataObjectResponse403 | UpdateDataObjectResponse404 | UpdateDataObjectResponse409]
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
    body: UpdateDataObjectBody,
) -> (
    Problem
    | UpdateDataObjectResponse200
    | UpdateDataObjectResponse400
    | UpdateDataObjectResponse401
    | UpdateDataObjectResponse403
    | UpdateDataObjectResponse404
    | UpdateDataObjectResponse409
    | None
):
    """Update Data Object (replaces every field and link; needs write on the Collection). 400 when the
    parent or a predecessor is the DataObject itself, is not in the Collection, or the parent is one of
    its descendants.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (UpdateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateDataObjectResponse200 | UpdateDataObjectResponse400 | UpdateDataObjectResponse401 | UpdateDataObjectResponse403 | UpdateDataObjectResponse404 | UpdateDataObjectResponse409
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
    body: UpdateDataObjectBody,
) -> Response[
    Problem
    | UpdateDataObjectResponse200
    | UpdateDataObjectResponse400
    | UpdateDataObjectResponse401
    | UpdateDataObjectResponse403
    | UpdateDataObjectResponse404
    | UpdateDataObjectResponse409
]:
    """Update Data Object (replaces every field and link; needs write on the Collection). 400 when the
    parent or a predecessor is the DataObject itself, is not in the Collection, or the parent is one of
    its descendants.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (UpdateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateDataObjectResponse200 | UpdateDataObjectResponse400 | UpdateDataObjectResponse401 | UpdateDataObjectResponse403 | UpdateDataObjectResponse404 | UpdateDataObjectResponse409]
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
    body: UpdateDataObjectBody,
) -> (
    Problem
    | UpdateDataObjectResponse200
    | UpdateDataObjectResponse400
    | UpdateDataObjectResponse401
    | UpdateDataObjectResponse403
    | UpdateDataObjectResponse404
    | UpdateDataObjectResponse409
    | None
):
    """Update Data Object (replaces every field and link; needs write on the Collection). 400 when the
    parent or a predecessor is the DataObject itself, is not in the Collection, or the parent is one of
    its descendants.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        body (UpdateDataObjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateDataObjectResponse200 | UpdateDataObjectResponse400 | UpdateDataObjectResponse401 | UpdateDataObjectResponse403 | UpdateDataObjectResponse404 | UpdateDataObjectResponse409
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            client=client,
            body=body,
        )
    ).parsed
