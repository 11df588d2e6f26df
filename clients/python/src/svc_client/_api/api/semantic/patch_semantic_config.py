from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.patch_semantic_config_body import PatchSemanticConfigBody
from ...models.patch_semantic_config_response_200 import PatchSemanticConfigResponse200
from ...models.patch_semantic_config_response_400 import PatchSemanticConfigResponse400
from ...models.patch_semantic_config_response_401 import PatchSemanticConfigResponse401
from ...models.patch_semantic_config_response_403 import PatchSemanticConfigResponse403
from ...models.patch_semantic_config_response_415 import PatchSemanticConfigResponse415
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PatchSemanticConfigBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/admin/semantic/config",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PatchSemanticConfigResponse200
    | PatchSemanticConfigResponse400
    | PatchSemanticConfigResponse401
    | PatchSemanticConfigResponse403
    | PatchSemanticConfigResponse415
    | Problem
):
    if response.status_code == 200:
        response_200 = PatchSemanticConfigResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PatchSemanticConfigResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PatchSemanticConfigResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PatchSemanticConfigResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 415:
        response_415 = PatchSemanticConfigResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PatchSemanticConfigResponse200
    | PatchSemanticConfigResponse400
    | PatchSemanticConfigResponse401
    | PatchSemanticConfigResponse403
    | PatchSemanticConfigResponse415
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
    body: PatchSemanticConfigBody,
) -> Response[
    PatchSemanticConfigResponse200
    | PatchSemanticConfigResponse400
    | PatchSemanticConfigResponse401
    | PatchSemanticConfigResponse403
    | PatchSemanticConfigResponse415
    | Problem
]:
    """Change the `semantic` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchSemanticConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchSemanticConfigResponse200 | PatchSemanticConfigResponse400 | PatchSemanticConfigResponse401 | PatchSemanticConfigResponse403 | PatchSemanticConfigResponse415 | Problem]
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
    body: PatchSemanticConfigBody,
) -> (
    PatchSemanticConfigResponse200
    | PatchSemanticConfigResponse400
    | PatchSemanticConfigResponse401
    | PatchSemanticConfigResponse403
    | PatchSemanticConfigResponse415
    | Problem
    | None
):
    """Change the `semantic` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchSemanticConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchSemanticConfigResponse200 | PatchSemanticConfigResponse400 | PatchSemanticConfigResponse401 | PatchSemanticConfigResponse403 | PatchSemanticConfigResponse415 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchSemanticConfigBody,
) -> Response[
    PatchSemanticConfigResponse200
    | PatchSemanticConfigResponse400
    | PatchSemanticConfigResponse401
    | PatchSemanticConfigResponse403
    | PatchSemanticConfigResponse415
    | Problem
]:
    """Change the `semantic` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchSemanticConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchSemanticConfigResponse200 | PatchSemanticConfigResponse400 | PatchSemanticConfigResponse401 | PatchSemanticConfigResponse403 | PatchSemanticConfigResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PatchSemanticConfigBody,
) -> (
    PatchSemanticConfigResponse200
    | PatchSemanticConfigResponse400
    | PatchSemanticConfigResponse401
    | PatchSemanticConfigResponse403
    | PatchSemanticConfigResponse415
    | Problem
    | None
):
    """Change the `semantic` singleton (RFC 7396 merge patch; `null` resets a member to its default)

    Args:
        body (PatchSemanticConfigBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchSemanticConfigResponse200 | PatchSemanticConfigResponse400 | PatchSemanticConfigResponse401 | PatchSemanticConfigResponse403 | PatchSemanticConfigResponse415 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
