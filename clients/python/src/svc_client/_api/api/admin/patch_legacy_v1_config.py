from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.patch_legacy_v1_config_body import PatchLegacyV1ConfigBody
from ...models.patch_legacy_v1_config_response_200 import PatchLegacyV1ConfigResponse200
from ...models.patch_legacy_v1_config_response_400 import PatchLegacyV1ConfigResponse400
from ...models.patch_legacy_v1_config_response_401 import PatchLegacyV1ConfigResponse401
from ...models.patch_legacy_v1_config_response_403 import PatchLegacyV1ConfigResponse403
from ...models.patch_legacy_v1_config_response_415 import PatchLegacyV1ConfigResponse415
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PatchLegacyV1ConfigBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/admin/legacy/v1/config",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PatchLegacyV1ConfigResponse200
    | PatchLegacyV1ConfigResponse400
    | PatchLegacyV1ConfigResponse401
    | PatchLegacyV1ConfigResponse403
    | PatchLegacyV1ConfigResponse415
    | Problem
):
    if response.status_code == 200:
        response_200 = PatchLegacyV1ConfigResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PatchLegacyV1ConfigResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PatchLegacyV1ConfigResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PatchLegacyV1ConfigResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 415:
        response_415 = PatchLegacyV1ConfigResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PatchLegacyV1ConfigResponse200
    | PatchLegacyV1ConfigResponse400
    | PatchLegacyV1ConfigResponse401
    | PatchLegacyV1ConfigResponse403
    | PatchLegacyV1ConfigResponse415
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
    body: PatchLegacyV1ConfigBody,
) -> Response[
    PatchLegacyV1ConfigResponse200
    | PatchLegacyV1ConfigResponse400
    | PatchLegacyV1ConfigResponse401
    | PatchLegacyV1ConfigResponse403
    | PatchLegacyV1ConfigResponse415
    | Problem
]:
    """Change the `legacy-v1` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchLegacyV1ConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchLegacyV1ConfigResponse200 | PatchLegacyV1ConfigResponse400 | PatchLegacyV1ConfigResponse401 | PatchLegacyV1ConfigResponse403 | PatchLegacyV1ConfigResponse415 | Problem]
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
    body: PatchLegacyV1ConfigBody,
) -> (
    PatchLegacyV1ConfigResponse200
    | PatchLegacyV1ConfigResponse400
    | PatchLegacyV1ConfigResponse401
    | PatchLegacyV1ConfigResponse403
    | PatchLegacyV1ConfigResponse415
    | Problem
    | None
):
    """Change the `legacy-v1` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchLegacyV1ConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchLegacyV1ConfigResponse200 | PatchLegacyV1ConfigResponse400 | PatchLegacyV1ConfigResponse401 | PatchLegacyV1ConfigResponse403 | PatchLegacyV1ConfigResponse415 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchLegacyV1ConfigBody,
) -> Response[
    PatchLegacyV1ConfigResponse200
    | PatchLegacyV1ConfigResponse400
    | PatchLegacyV1ConfigResponse401
    | PatchLegacyV1ConfigResponse403
    | PatchLegacyV1ConfigResponse415
    | Problem
]:
    """Change the `legacy-v1` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchLegacyV1ConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchLegacyV1ConfigResponse200 | PatchLegacyV1ConfigResponse400 | PatchLegacyV1ConfigResponse401 | PatchLegacyV1ConfigResponse403 | PatchLegacyV1ConfigResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PatchLegacyV1ConfigBody,
) -> (
    PatchLegacyV1ConfigResponse200
    | PatchLegacyV1ConfigResponse400
    | PatchLegacyV1ConfigResponse401
    | PatchLegacyV1ConfigResponse403
    | PatchLegacyV1ConfigResponse415
    | Problem
    | None
):
    """Change the `legacy-v1` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchLegacyV1ConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchLegacyV1ConfigResponse200 | PatchLegacyV1ConfigResponse400 | PatchLegacyV1ConfigResponse401 | PatchLegacyV1ConfigResponse403 | PatchLegacyV1ConfigResponse415 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
