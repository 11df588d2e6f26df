from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_timeseries_roles_response_200 import GetTimeseriesRolesResponse200
from ...models.get_timeseries_roles_response_400 import GetTimeseriesRolesResponse400
from ...models.get_timeseries_roles_response_401 import GetTimeseriesRolesResponse401
from ...models.get_timeseries_roles_response_403 import GetTimeseriesRolesResponse403
from ...models.get_timeseries_roles_response_404 import GetTimeseriesRolesResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/roles".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetTimeseriesRolesResponse200
    | GetTimeseriesRolesResponse400
    | GetTimeseriesRolesResponse401
    | GetTimeseriesRolesResponse403
    | GetTimeseriesRolesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetTimeseriesRolesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetTimeseriesRolesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTimeseriesRolesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTimeseriesRolesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTimeseriesRolesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetTimeseriesRolesResponse200
    | GetTimeseriesRolesResponse400
    | GetTimeseriesRolesResponse401
    | GetTimeseriesRolesResponse403
    | GetTimeseriesRolesResponse404
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
    GetTimeseriesRolesResponse200
    | GetTimeseriesRolesResponse400
    | GetTimeseriesRolesResponse401
    | GetTimeseriesRolesResponse403
    | GetTimeseriesRolesResponse404
    | Problem
]:
    """Get Timeseries Roles (the caller's)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTimeseriesRolesResponse200 | GetTimeseriesRolesResponse400 | GetTimeseriesRolesResponse401 | GetTimeseriesRolesResponse403 | GetTimeseriesRolesResponse404 | Problem]
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
    GetTimeseriesRolesResponse200
    | GetTimeseriesRolesResponse400
    | GetTimeseriesRolesResponse401
    | GetTimeseriesRolesResponse403
    | GetTimeseriesRolesResponse404
    | Problem
    | None
):
    """Get Timeseries Roles (the caller's)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTimeseriesRolesResponse200 | GetTimeseriesRolesResponse400 | GetTimeseriesRolesResponse401 | GetTimeseriesRolesResponse403 | GetTimeseriesRolesResponse404 | Problem
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
    GetTimeseriesRolesResponse200
    | GetTimeseriesRolesResponse400
    | GetTimeseriesRolesResponse401
    | GetTimeseriesRolesResponse403
    | GetTimeseriesRolesResponse404
    | Problem
]:
    """Get Timeseries Roles (the caller's)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTimeseriesRolesResponse200 | GetTimeseriesRolesResponse400 | GetTimeseriesRolesResponse401 | GetTimeseriesRolesResponse403 | GetTimeseriesRolesResponse404 | Problem]
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
    GetTimeseriesRolesResponse200
    | GetTimeseriesRolesResponse400
    | GetTimeseriesRolesResponse401
    | GetTimeseriesRolesResponse403
    | GetTimeseriesRolesResponse404
    | Problem
    | None
):
    """Get Timeseries Roles (the caller's)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTimeseriesRolesResponse200 | GetTimeseriesRolesResponse400 | GetTimeseriesRolesResponse401 | GetTimeseriesRolesResponse403 | GetTimeseriesRolesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
        )
    ).parsed
