from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.start_import_body import StartImportBody
from ...models.start_import_response_202 import StartImportResponse202
from ...models.start_import_response_400 import StartImportResponse400
from ...models.start_import_response_401 import StartImportResponse401
from ...models.start_import_response_403 import StartImportResponse403
from ...models.start_import_response_404 import StartImportResponse404
from ...models.start_import_response_502 import StartImportResponse502
from ...models.start_import_response_503 import StartImportResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: StartImportBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/import",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | StartImportResponse202
    | StartImportResponse400
    | StartImportResponse401
    | StartImportResponse403
    | StartImportResponse404
    | StartImportResponse502
    | StartImportResponse503
):
    if response.status_code == 202:
        response_202 = StartImportResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = StartImportResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = StartImportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = StartImportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = StartImportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 502:
        response_502 = StartImportResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = StartImportResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | StartImportResponse202
    | StartImportResponse400
    | StartImportResponse401
    | StartImportResponse403
    | StartImportResponse404
    | StartImportResponse502
    | StartImportResponse503
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
    body: StartImportBody,
) -> Response[
    Problem
    | StartImportResponse202
    | StartImportResponse400
    | StartImportResponse401
    | StartImportResponse403
    | StartImportResponse404
    | StartImportResponse502
    | StartImportResponse503
]:
    """Import a Collection from another svc instance or an upstream-compatible legacy API (background job;
    starting the same import again runs the same job without duplicating anything)

    Args:
        body (StartImportBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StartImportResponse202 | StartImportResponse400 | StartImportResponse401 | StartImportResponse403 | StartImportResponse404 | StartImportResponse502 | StartImportResponse503]
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
    body: StartImportBody,
) -> (
    Problem
    | StartImportResponse202
    | StartImportResponse400
    | StartImportResponse401
    | StartImportResponse403
    | StartImportResponse404
    | StartImportResponse502
    | StartImportResponse503
    | None
):
    """Import a Collection from another svc instance or an upstream-compatible legacy API (background job;
    starting the same import again runs the same job without duplicating anything)

    Args:
        body (StartImportBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StartImportResponse202 | StartImportResponse400 | StartImportResponse401 | StartImportResponse403 | StartImportResponse404 | StartImportResponse502 | StartImportResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: StartImportBody,
) -> Response[
    Problem
    | StartImportResponse202
    | StartImportResponse400
    | StartImportResponse401
    | StartImportResponse403
    | StartImportResponse404
    | StartImportResponse502
    | StartImportResponse503
]:
    """Import a Collection from another svc instance or an upstream-compatible legacy API (background job;
    starting the same import again runs the same job without duplicating anything)

    Args:
        body (StartImportBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StartImportResponse202 | StartImportResponse400 | StartImportResponse401 | StartImportResponse403 | StartImportResponse404 | StartImportResponse502 | StartImportResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: StartImportBody,
) -> (
    Problem
    | StartImportResponse202
    | StartImportResponse400
    | StartImportResponse401
    | StartImportResponse403
    | StartImportResponse404
    | StartImportResponse502
    | StartImportResponse503
    | None
):
    """Import a Collection from another svc instance or an upstream-compatible legacy API (background job;
    starting the same import again runs the same job without duplicating anything)

    Args:
        body (StartImportBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StartImportResponse202 | StartImportResponse400 | StartImportResponse401 | StartImportResponse403 | StartImportResponse404 | StartImportResponse502 | StartImportResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
