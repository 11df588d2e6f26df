from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_spatial_data_payload_response_200_item import (
    GetSpatialDataPayloadResponse200Item,
)
from ...models.get_spatial_data_payload_response_400 import (
    GetSpatialDataPayloadResponse400,
)
from ...models.get_spatial_data_payload_response_401 import (
    GetSpatialDataPayloadResponse401,
)
from ...models.get_spatial_data_payload_response_403 import (
    GetSpatialDataPayloadResponse403,
)
from ...models.get_spatial_data_payload_response_404 import (
    GetSpatialDataPayloadResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/spatialDataReferences/{spatial_data_reference_id}/payload".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            spatial_data_reference_id=quote(str(spatial_data_reference_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetSpatialDataPayloadResponse400
    | GetSpatialDataPayloadResponse401
    | GetSpatialDataPayloadResponse403
    | GetSpatialDataPayloadResponse404
    | Problem
    | list[GetSpatialDataPayloadResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetSpatialDataPayloadResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetSpatialDataPayloadResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetSpatialDataPayloadResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetSpatialDataPayloadResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetSpatialDataPayloadResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetSpatialDataPayloadResponse400
    | GetSpatialDataPayloadResponse401
    | GetSpatialDataPayloadResponse403
    | GetSpatialDataPayloadResponse404
    | Problem
    | list[GetSpatialDataPayloadResponse200Item]
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
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetSpatialDataPayloadResponse400
    | GetSpatialDataPayloadResponse401
    | GetSpatialDataPayloadResponse403
    | GetSpatialDataPayloadResponse404
    | Problem
    | list[GetSpatialDataPayloadResponse200Item]
]:
    """Get Spatial Data Payload: the points the reference's filters select (needs read on the Collection
    and the container). At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetSpatialDataPayloadResponse400 | GetSpatialDataPayloadResponse401 | GetSpatialDataPayloadResponse403 | GetSpatialDataPayloadResponse404 | Problem | list[GetSpatialDataPayloadResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        spatial_data_reference_id=spatial_data_reference_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetSpatialDataPayloadResponse400
    | GetSpatialDataPayloadResponse401
    | GetSpatialDataPayloadResponse403
    | GetSpatialDataPayloadResponse404
    | Problem
    | list[GetSpatialDataPayloadResponse200Item]
    | None
):
    """Get Spatial Data Payload: the points the reference's filters select (needs read on the Collection
    and the container). At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetSpatialDataPayloadResponse400 | GetSpatialDataPayloadResponse401 | GetSpatialDataPayloadResponse403 | GetSpatialDataPayloadResponse404 | Problem | list[GetSpatialDataPayloadResponse200Item]
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        spatial_data_reference_id=spatial_data_reference_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetSpatialDataPayloadResponse400
    | GetSpatialDataPayloadResponse401
    | GetSpatialDataPayloadResponse403
    | GetSpatialDataPayloadResponse404
    | Problem
    | list[GetSpatialDataPayloadResponse200Item]
]:
    """Get Spatial Data Payload: the points the reference's filters select (needs read on the Collection
    and the container). At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetSpatialDataPayloadResponse400 | GetSpatialDataPayloadResponse401 | GetSpatialDataPayloadResponse403 | GetSpatialDataPayloadResponse404 | Problem | list[GetSpatialDataPayloadResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        spatial_data_reference_id=spatial_data_reference_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetSpatialDataPayloadResponse400
    | GetSpatialDataPayloadResponse401
    | GetSpatialDataPayloadResponse403
    | GetSpatialDataPayloadResponse404
    | Problem
    | list[GetSpatialDataPayloadResponse200Item]
    | None
):
    """Get Spatial Data Payload: the points the reference's filters select (needs read on the Collection
    and the container). At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetSpatialDataPayloadResponse400 | GetSpatialDataPayloadResponse401 | GetSpatialDataPayloadResponse403 | GetSpatialDataPayloadResponse404 | Problem | list[GetSpatialDataPayloadResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            spatial_data_reference_id=spatial_data_reference_id,
            client=client,
        )
    ).parsed
