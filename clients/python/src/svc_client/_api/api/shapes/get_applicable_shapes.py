from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_applicable_shapes_response_200 import GetApplicableShapesResponse200
from ...models.get_applicable_shapes_response_400 import GetApplicableShapesResponse400
from ...models.get_applicable_shapes_response_401 import GetApplicableShapesResponse401
from ...models.get_applicable_shapes_response_403 import GetApplicableShapesResponse403
from ...models.get_applicable_shapes_response_404 import GetApplicableShapesResponse404
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    *,
    focus_app_id: UUID,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_focus_app_id = str(focus_app_id)
    params["focusAppId"] = json_focus_app_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/shapes/applicable",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetApplicableShapesResponse200
    | GetApplicableShapesResponse400
    | GetApplicableShapesResponse401
    | GetApplicableShapesResponse403
    | GetApplicableShapesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetApplicableShapesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetApplicableShapesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetApplicableShapesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetApplicableShapesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetApplicableShapesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetApplicableShapesResponse200
    | GetApplicableShapesResponse400
    | GetApplicableShapesResponse401
    | GetApplicableShapesResponse403
    | GetApplicableShapesResponse404
    | Problem
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
    focus_app_id: UUID,
) -> Response[
    GetApplicableShapesResponse200
    | GetApplicableShapesResponse400
    | GetApplicableShapesResponse401
    | GetApplicableShapesResponse403
    | GetApplicableShapesResponse404
    | Problem
]:
    """Templates for a Collection or DataObject (Read on the Collection): VIEW (view recipes attached to
    the Collection), FORM (current DATA_KIND templates with a shapeGraph, within the Collection's allow-
    list when set).

    Args:
        focus_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetApplicableShapesResponse200 | GetApplicableShapesResponse400 | GetApplicableShapesResponse401 | GetApplicableShapesResponse403 | GetApplicableShapesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        focus_app_id=focus_app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    focus_app_id: UUID,
) -> (
    GetApplicableShapesResponse200
    | GetApplicableShapesResponse400
    | GetApplicableShapesResponse401
    | GetApplicableShapesResponse403
    | GetApplicableShapesResponse404
    | Problem
    | None
):
    """Templates for a Collection or DataObject (Read on the Collection): VIEW (view recipes attached to
    the Collection), FORM (current DATA_KIND templates with a shapeGraph, within the Collection's allow-
    list when set).

    Args:
        focus_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetApplicableShapesResponse200 | GetApplicableShapesResponse400 | GetApplicableShapesResponse401 | GetApplicableShapesResponse403 | GetApplicableShapesResponse404 | Problem
    """

    return sync_detailed(
        client=client,
        focus_app_id=focus_app_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    focus_app_id: UUID,
) -> Response[
    GetApplicableShapesResponse200
    | GetApplicableShapesResponse400
    | GetApplicableShapesResponse401
    | GetApplicableShapesResponse403
    | GetApplicableShapesResponse404
    | Problem
]:
    """Templates for a Collection or DataObject (Read on the Collection): VIEW (view recipes attached to
    the Collection), FORM (current DATA_KIND templates with a shapeGraph, within the Collection's allow-
    list when set).

    Args:
        focus_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetApplicableShapesResponse200 | GetApplicableShapesResponse400 | GetApplicableShapesResponse401 | GetApplicableShapesResponse403 | GetApplicableShapesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        focus_app_id=focus_app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    focus_app_id: UUID,
) -> (
    GetApplicableShapesResponse200
    | GetApplicableShapesResponse400
    | GetApplicableShapesResponse401
    | GetApplicableShapesResponse403
    | GetApplicableShapesResponse404
    | Problem
    | None
):
    """Templates for a Collection or DataObject (Read on the Collection): VIEW (view recipes attached to
    the Collection), FORM (current DATA_KIND templates with a shapeGraph, within the Collection's allow-
    list when set).

    Args:
        focus_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetApplicableShapesResponse200 | GetApplicableShapesResponse400 | GetApplicableShapesResponse401 | GetApplicableShapesResponse403 | GetApplicableShapesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            focus_app_id=focus_app_id,
        )
    ).parsed
