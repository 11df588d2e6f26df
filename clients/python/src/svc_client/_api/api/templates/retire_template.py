from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.retire_template_response_401 import RetireTemplateResponse401
from ...models.retire_template_response_403 import RetireTemplateResponse403
from ...models.retire_template_response_404 import RetireTemplateResponse404
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v2/templates/{app_id}".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | RetireTemplateResponse401
    | RetireTemplateResponse403
    | RetireTemplateResponse404
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = RetireTemplateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RetireTemplateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RetireTemplateResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | RetireTemplateResponse401
    | RetireTemplateResponse403
    | RetireTemplateResponse404
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | Problem
    | RetireTemplateResponse401
    | RetireTemplateResponse403
    | RetireTemplateResponse404
]:
    """Retires a template (instance-admin; idempotent): it stays readable, its form and instantiation
    answer 409.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RetireTemplateResponse401 | RetireTemplateResponse403 | RetireTemplateResponse404]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | Problem
    | RetireTemplateResponse401
    | RetireTemplateResponse403
    | RetireTemplateResponse404
    | None
):
    """Retires a template (instance-admin; idempotent): it stays readable, its form and instantiation
    answer 409.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RetireTemplateResponse401 | RetireTemplateResponse403 | RetireTemplateResponse404
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | Problem
    | RetireTemplateResponse401
    | RetireTemplateResponse403
    | RetireTemplateResponse404
]:
    """Retires a template (instance-admin; idempotent): it stays readable, its form and instantiation
    answer 409.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RetireTemplateResponse401 | RetireTemplateResponse403 | RetireTemplateResponse404]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | Problem
    | RetireTemplateResponse401
    | RetireTemplateResponse403
    | RetireTemplateResponse404
    | None
):
    """Retires a template (instance-admin; idempotent): it stays readable, its form and instantiation
    answer 409.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RetireTemplateResponse401 | RetireTemplateResponse403 | RetireTemplateResponse404
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
