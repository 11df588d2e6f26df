from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_timeseries_container_response_400 import (
    DeleteTimeseriesContainerResponse400,
)
from ...models.delete_timeseries_container_response_401 import (
    DeleteTimeseriesContainerResponse401,
)
from ...models.delete_timeseries_container_response_403 import (
    DeleteTimeseriesContainerResponse403,
)
from ...models.delete_timeseries_container_response_404 import (
    DeleteTimeseriesContainerResponse404,
)
from ...models.delete_timeseries_container_response_503 import (
    DeleteTimeseriesContainerResponse503,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteTimeseriesContainerResponse400
    | DeleteTimeseriesContainerResponse401
    | DeleteTimeseriesContainerResponse403
    | DeleteTimeseriesContainerResponse404
    | DeleteTimeseriesContainerResponse503
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteTimeseriesContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteTimeseriesContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteTimeseriesContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteTimeseriesContainerResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = DeleteTimeseriesContainerResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteTimeseriesContainerResponse400
    | DeleteTimeseriesContainerResponse401
    | DeleteTimeseriesContainerResponse403
    | DeleteTimeseriesContainerResponse404
    | DeleteTimeseriesContainerResponse503
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteTimeseriesContainerResponse400
    | DeleteTimeseriesContainerResponse401
    | DeleteTimeseriesContainerResponse403
    | DeleteTimeseriesContainerResponse404
    | DeleteTimeseriesContainerResponse503
    | Problem
]:
    """Delete Timeseries Container (needs write): gone at once, its points deleted in the background

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteTimeseriesContainerResponse400 | DeleteTimeseriesContainerResponse401 | DeleteTimeseriesContainerResponse403 | DeleteTimeseriesContainerResponse404 | DeleteTimeseriesContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteTimeseriesContainerResponse400
    | DeleteTimeseriesContainerResponse401
    | DeleteTimeseriesContainerResponse403
    | DeleteTimeseriesContainerResponse404
    | DeleteTimeseriesContainerResponse503
    | Problem
    | None
):
    """Delete Timeseries Container (needs write): gone at once, its points deleted in the background

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteTimeseriesContainerResponse400 | DeleteTimeseriesContainerResponse401 | DeleteTimeseriesContainerResponse403 | DeleteTimeseriesContainerResponse404 | DeleteTimeseriesContainerResponse503 | Problem
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteTimeseriesContainerResponse400
    | DeleteTimeseriesContainerResponse401
    | DeleteTimeseriesContainerResponse403
    | DeleteTimeseriesContainerResponse404
    | DeleteTimeseriesContainerResponse503
    | Problem
]:
    """Delete Timeseries Container (needs write): gone at once, its points deleted in the background

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteTimeseriesContainerResponse400 | DeleteTimeseriesContainerResponse401 | DeleteTimeseriesContainerResponse403 | DeleteTimeseriesContainerResponse404 | DeleteTimeseriesContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteTimeseriesContainerResponse400
    | DeleteTimeseriesContainerResponse401
    | DeleteTimeseriesContainerResponse403
    | DeleteTimeseriesContainerResponse404
    | DeleteTimeseriesContainerResponse503
    | Problem
    | None
):
    """Delete Timeseries Container (needs write): gone at once, its points deleted in the background

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteTimeseriesContainerResponse400 | DeleteTimeseriesContainerResponse401 | DeleteTimeseriesContainerResponse403 | DeleteTimeseriesContainerResponse404 | DeleteTimeseriesContainerResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
        )
    ).parsed
