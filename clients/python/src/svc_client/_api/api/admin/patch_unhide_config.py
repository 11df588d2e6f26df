from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.patch_unhide_config_body import PatchUnhideConfigBody
from ...models.patch_unhide_config_response_200 import PatchUnhideConfigResponse200
from ...models.patch_unhide_config_response_400 import PatchUnhideConfigResponse400
from ...models.patch_unhide_config_response_401 import PatchUnhideConfigResponse401
from ...models.patch_unhide_config_response_403 import PatchUnhideConfigResponse403
from ...models.patch_unhide_config_response_415 import PatchUnhideConfigResponse415
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PatchUnhideConfigBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/admin/unhide/config",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PatchUnhideConfigResponse200
    | PatchUnhideConfigResponse400
    | PatchUnhideConfigResponse401
    | PatchUnhideConfigResponse403
    | PatchUnhideConfigResponse415
    | Problem
):
    if response.status_code == 200:
        response_200 = PatchUnhideConfigResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PatchUnhideConfigResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PatchUnhideConfigResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PatchUnhideConfigResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 415:
        response_415 = PatchUnhideConfigResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PatchUnhideConfigResponse200
    | PatchUnhideConfigResponse400
    | PatchUnhideConfigResponse401
    | PatchUnhideConfigResponse403
    | PatchUnhideConfigResponse415
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
    body: PatchUnhideConfigBody,
) -> Response[
    PatchUnhideConfigResponse200
    | PatchUnhideConfigResponse400
    | PatchUnhideConfigResponse401
    | PatchUnhideConfigResponse403
    | PatchUnhideConfigResponse415
    | Problem
]:
    """Change the `unhide` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchUnhideConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchUnhideConfigResponse200 | PatchUnhideConfigResponse400 | PatchUnhideConfigResponse401 | PatchUnhideConfigResponse403 | PatchUnhideConfigResponse415 | Problem]
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
    body: PatchUnhideConfigBody,
) -> (
    PatchUnhideConfigResponse200
    | PatchUnhideConfigResponse400
    | PatchUnhideConfigResponse401
    | PatchUnhideConfigResponse403
    | PatchUnhideConfigResponse415
    | Problem
    | None
):
    """Change the `unhide` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchUnhideConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchUnhideConfigResponse200 | PatchUnhideConfigResponse400 | PatchUnhideConfigResponse401 | PatchUnhideConfigResponse403 | PatchUnhideConfigResponse415 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchUnhideConfigBody,
) -> Response[
    PatchUnhideConfigResponse200
    | PatchUnhideConfigResponse400
    | PatchUnhideConfigResponse401
    | PatchUnhideConfigResponse403
    | PatchUnhideConfigResponse415
    | Problem
]:
    """Change the `unhide` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchUnhideConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchUnhideConfigResponse200 | PatchUnhideConfigResponse400 | PatchUnhideConfigResponse401 | PatchUnhideConfigResponse403 | PatchUnhideConfigResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PatchUnhideConfigBody,
) -> (
    PatchUnhideConfigResponse200
    | PatchUnhideConfigResponse400
    | PatchUnhideConfigResponse401
    | PatchUnhideConfigResponse403
    | PatchUnhideConfigResponse415
    | Problem
    | None
):
    """Change the `unhide` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchUnhideConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchUnhideConfigResponse200 | PatchUnhideConfigResponse400 | PatchUnhideConfigResponse401 | PatchUnhideConfigResponse403 | PatchUnhideConfigResponse415 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
