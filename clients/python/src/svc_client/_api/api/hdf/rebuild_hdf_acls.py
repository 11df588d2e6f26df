from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rebuild_hdf_acls_response_200 import RebuildHdfAclsResponse200
from ...models.rebuild_hdf_acls_response_401 import RebuildHdfAclsResponse401
from ...models.rebuild_hdf_acls_response_403 import RebuildHdfAclsResponse403
from ...models.rebuild_hdf_acls_response_404 import RebuildHdfAclsResponse404
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/hdf/rebuild-acls",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | RebuildHdfAclsResponse200
    | RebuildHdfAclsResponse401
    | RebuildHdfAclsResponse403
    | RebuildHdfAclsResponse404
):
    if response.status_code == 200:
        response_200 = RebuildHdfAclsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = RebuildHdfAclsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RebuildHdfAclsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RebuildHdfAclsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | RebuildHdfAclsResponse200
    | RebuildHdfAclsResponse401
    | RebuildHdfAclsResponse403
    | RebuildHdfAclsResponse404
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
) -> Response[
    Problem
    | RebuildHdfAclsResponse200
    | RebuildHdfAclsResponse401
    | RebuildHdfAclsResponse403
    | RebuildHdfAclsResponse404
]:
    """Recomputes every live HDF container's HSDS ACLs from the graph (idempotent), sixteen containers at a
    time within the request; errors per container (`hsds.connect-timeout` when the sidecar does not
    answer).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RebuildHdfAclsResponse200 | RebuildHdfAclsResponse401 | RebuildHdfAclsResponse403 | RebuildHdfAclsResponse404]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | RebuildHdfAclsResponse200
    | RebuildHdfAclsResponse401
    | RebuildHdfAclsResponse403
    | RebuildHdfAclsResponse404
    | None
):
    """Recomputes every live HDF container's HSDS ACLs from the graph (idempotent), sixteen containers at a
    time within the request; errors per container (`hsds.connect-timeout` when the sidecar does not
    answer).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RebuildHdfAclsResponse200 | RebuildHdfAclsResponse401 | RebuildHdfAclsResponse403 | RebuildHdfAclsResponse404
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | RebuildHdfAclsResponse200
    | RebuildHdfAclsResponse401
    | RebuildHdfAclsResponse403
    | RebuildHdfAclsResponse404
]:
    """Recomputes every live HDF container's HSDS ACLs from the graph (idempotent), sixteen containers at a
    time within the request; errors per container (`hsds.connect-timeout` when the sidecar does not
    answer).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RebuildHdfAclsResponse200 | RebuildHdfAclsResponse401 | RebuildHdfAclsResponse403 | RebuildHdfAclsResponse404]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | RebuildHdfAclsResponse200
    | RebuildHdfAclsResponse401
    | RebuildHdfAclsResponse403
    | RebuildHdfAclsResponse404
    | None
):
    """Recomputes every live HDF container's HSDS ACLs from the graph (idempotent), sixteen containers at a
    time within the request; errors per container (`hsds.connect-timeout` when the sidecar does not
    answer).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RebuildHdfAclsResponse200 | RebuildHdfAclsResponse401 | RebuildHdfAclsResponse403 | RebuildHdfAclsResponse404
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
