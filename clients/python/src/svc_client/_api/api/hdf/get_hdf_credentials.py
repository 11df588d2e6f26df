from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_hdf_credentials_response_200 import GetHdfCredentialsResponse200
from ...models.get_hdf_credentials_response_401 import GetHdfCredentialsResponse401
from ...models.get_hdf_credentials_response_403 import GetHdfCredentialsResponse403
from ...models.get_hdf_credentials_response_404 import GetHdfCredentialsResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/hdf/credentials",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetHdfCredentialsResponse200
    | GetHdfCredentialsResponse401
    | GetHdfCredentialsResponse403
    | GetHdfCredentialsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetHdfCredentialsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetHdfCredentialsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetHdfCredentialsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetHdfCredentialsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetHdfCredentialsResponse200
    | GetHdfCredentialsResponse401
    | GetHdfCredentialsResponse403
    | GetHdfCredentialsResponse404
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
) -> Response[
    GetHdfCredentialsResponse200
    | GetHdfCredentialsResponse401
    | GetHdfCredentialsResponse403
    | GetHdfCredentialsResponse404
    | Problem
]:
    """The caller's own HSDS credentials (endpoint, username, password derived from the sidecar's password
    salt), for h5pyd and other HSDS clients; what they reach is what the ACLs allow.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetHdfCredentialsResponse200 | GetHdfCredentialsResponse401 | GetHdfCredentialsResponse403 | GetHdfCredentialsResponse404 | Problem]
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
    GetHdfCredentialsResponse200
    | GetHdfCredentialsResponse401
    | GetHdfCredentialsResponse403
    | GetHdfCredentialsResponse404
    | Problem
    | None
):
    """The caller's own HSDS credentials (endpoint, username, password derived from the sidecar's password
    salt), for h5pyd and other HSDS clients; what they reach is what the ACLs allow.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetHdfCredentialsResponse200 | GetHdfCredentialsResponse401 | GetHdfCredentialsResponse403 | GetHdfCredentialsResponse404 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetHdfCredentialsResponse200
    | GetHdfCredentialsResponse401
    | GetHdfCredentialsResponse403
    | GetHdfCredentialsResponse404
    | Problem
]:
    """The caller's own HSDS credentials (endpoint, username, password derived from the sidecar's password
    salt), for h5pyd and other HSDS clients; what they reach is what the ACLs allow.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetHdfCredentialsResponse200 | GetHdfCredentialsResponse401 | GetHdfCredentialsResponse403 | GetHdfCredentialsResponse404 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetHdfCredentialsResponse200
    | GetHdfCredentialsResponse401
    | GetHdfCredentialsResponse403
    | GetHdfCredentialsResponse404
    | Problem
    | None
):
    """The caller's own HSDS credentials (endpoint, username, password derived from the sidecar's password
    salt), for h5pyd and other HSDS clients; what they reach is what the ACLs allow.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetHdfCredentialsResponse200 | GetHdfCredentialsResponse401 | GetHdfCredentialsResponse403 | GetHdfCredentialsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
