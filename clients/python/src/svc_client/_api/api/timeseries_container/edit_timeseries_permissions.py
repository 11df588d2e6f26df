from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.edit_timeseries_permissions_body import EditTimeseriesPermissionsBody
from ...models.edit_timeseries_permissions_response_200 import (
    EditTimeseriesPermissionsResponse200,
)
from ...models.edit_timeseries_permissions_response_400 import (
    EditTimeseriesPermissionsResponse400,
)
from ...models.edit_timeseries_permissions_response_401 import (
    EditTimeseriesPermissionsResponse401,
)
from ...models.edit_timeseries_permissions_response_403 import (
    EditTimeseriesPermissionsResponse403,
)
from ...models.edit_timeseries_permissions_response_404 import (
    EditTimeseriesPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
    *,
    body: EditTimeseriesPermissionsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/permissions".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EditTimeseriesPermissionsResponse200
    | EditTimeseriesPermissionsResponse400
    | EditTimeseriesPermissionsResponse401
    | EditTimeseriesPermissionsResponse403
    | EditTimeseriesPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EditTimeseriesPermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = EditTimeseriesPermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = EditTimeseriesPermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EditTimeseriesPermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EditTimeseriesPermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EditTimeseriesPermissionsResponse200
    | EditTimeseriesPermissionsResponse400
    | EditTimeseriesPermissionsResponse401
    | EditTimeseriesPermissionsResponse403
    | EditTimeseriesPermissionsResponse404
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
    body: EditTimeseriesPermissionsBody,
) -> Response[
    EditTimeseriesPermissionsResponse200
    | EditTimeseriesPermissionsResponse400
    | EditTimeseriesPermissionsResponse401
    | EditTimeseriesPermissionsResponse403
    | EditTimeseriesPermissionsResponse404
    | Problem
]:
    """Edit Timeseries Permissions (needs manage)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (EditTimeseriesPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditTimeseriesPermissionsResponse200 | EditTimeseriesPermissionsResponse400 | EditTimeseriesPermissionsResponse401 | EditTimeseriesPermissionsResponse403 | EditTimeseriesPermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    body: EditTimeseriesPermissionsBody,
) -> (
    EditTimeseriesPermissionsResponse200
    | EditTimeseriesPermissionsResponse400
    | EditTimeseriesPermissionsResponse401
    | EditTimeseriesPermissionsResponse403
    | EditTimeseriesPermissionsResponse404
    | Problem
    | None
):
    """Edit Timeseries Permissions (needs manage)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (EditTimeseriesPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditTimeseriesPermissionsResponse200 | EditTimeseriesPermissionsResponse400 | EditTimeseriesPermissionsResponse401 | EditTimeseriesPermissionsResponse403 | EditTimeseriesPermissionsResponse404 | Problem
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    body: EditTimeseriesPermissionsBody,
) -> Response[
    EditTimeseriesPermissionsResponse200
    | EditTimeseriesPermissionsResponse400
    | EditTimeseriesPermissionsResponse401
    | EditTimeseriesPermissionsResponse403
    | EditTimeseriesPermissionsResponse404
    | Problem
]:
    """Edit Timeseries Permissions (needs manage)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (EditTimeseriesPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditTimeseriesPermissionsResponse200 | EditTimeseriesPermissionsResponse400 | EditTimeseriesPermissionsResponse401 | EditTimeseriesPermissionsResponse403 | EditTimeseriesPermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    body: EditTimeseriesPermissionsBody,
) -> (
    EditTimeseriesPermissionsResponse200
    | EditTimeseriesPermissionsResponse400
    | EditTimeseriesPermissionsResponse401
    | EditTimeseriesPermissionsResponse403
    | EditTimeseriesPermissionsResponse404
    | Problem
    | None
):
    """Edit Timeseries Permissions (needs manage)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (EditTimeseriesPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditTimeseriesPermissionsResponse200 | EditTimeseriesPermissionsResponse400 | EditTimeseriesPermissionsResponse401 | EditTimeseriesPermissionsResponse403 | EditTimeseriesPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
            body=body,
        )
    ).parsed
