from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.patch_plugin_body import PatchPluginBody
from ...models.patch_plugin_response_200 import PatchPluginResponse200
from ...models.patch_plugin_response_400 import PatchPluginResponse400
from ...models.patch_plugin_response_401 import PatchPluginResponse401
from ...models.patch_plugin_response_403 import PatchPluginResponse403
from ...models.patch_plugin_response_404 import PatchPluginResponse404
from ...models.patch_plugin_response_415 import PatchPluginResponse415
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: PatchPluginBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/admin/plugins/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PatchPluginResponse200
    | PatchPluginResponse400
    | PatchPluginResponse401
    | PatchPluginResponse403
    | PatchPluginResponse404
    | PatchPluginResponse415
    | Problem
):
    if response.status_code == 200:
        response_200 = PatchPluginResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PatchPluginResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PatchPluginResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PatchPluginResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = PatchPluginResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 415:
        response_415 = PatchPluginResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PatchPluginResponse200
    | PatchPluginResponse400
    | PatchPluginResponse401
    | PatchPluginResponse403
    | PatchPluginResponse404
    | PatchPluginResponse415
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PatchPluginBody,
) -> Response[
    PatchPluginResponse200
    | PatchPluginResponse400
    | PatchPluginResponse401
    | PatchPluginResponse403
    | PatchPluginResponse404
    | PatchPluginResponse415
    | Problem
]:
    """Enable or disable a plugin at runtime (merge patch; only `enabled`; `null` returns to the install
    default). Persisted before the answer; code stays loaded.

    Args:
        id (str):
        body (PatchPluginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchPluginResponse200 | PatchPluginResponse400 | PatchPluginResponse401 | PatchPluginResponse403 | PatchPluginResponse404 | PatchPluginResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PatchPluginBody,
) -> (
    PatchPluginResponse200
    | PatchPluginResponse400
    | PatchPluginResponse401
    | PatchPluginResponse403
    | PatchPluginResponse404
    | PatchPluginResponse415
    | Problem
    | None
):
    """Enable or disable a plugin at runtime (merge patch; only `enabled`; `null` returns to the install
    default). Persisted before the answer; code stays loaded.

    Args:
        id (str):
        body (PatchPluginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchPluginResponse200 | PatchPluginResponse400 | PatchPluginResponse401 | PatchPluginResponse403 | PatchPluginResponse404 | PatchPluginResponse415 | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PatchPluginBody,
) -> Response[
    PatchPluginResponse200
    | PatchPluginResponse400
    | PatchPluginResponse401
    | PatchPluginResponse403
    | PatchPluginResponse404
    | PatchPluginResponse415
    | Problem
]:
    """Enable or disable a plugin at runtime (merge patch; only `enabled`; `null` returns to the install
    default). Persisted before the answer; code stays loaded.

    Args:
        id (str):
        body (PatchPluginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchPluginResponse200 | PatchPluginResponse400 | PatchPluginResponse401 | PatchPluginResponse403 | PatchPluginResponse404 | PatchPluginResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PatchPluginBody,
) -> (
    PatchPluginResponse200
    | PatchPluginResponse400
    | PatchPluginResponse401
    | PatchPluginResponse403
    | PatchPluginResponse404
    | PatchPluginResponse415
    | Problem
    | None
):
    """Enable or disable a plugin at runtime (merge patch; only `enabled`; `null` returns to the install
    default). Persisted before the answer; code stays loaded.

    Args:
        id (str):
        body (PatchPluginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchPluginResponse200 | PatchPluginResponse400 | PatchPluginResponse401 | PatchPluginResponse403 | PatchPluginResponse404 | PatchPluginResponse415 | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
