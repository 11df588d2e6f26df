from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_template_form_response_200 import GetTemplateFormResponse200
from ...models.get_template_form_response_400 import GetTemplateFormResponse400
from ...models.get_template_form_response_401 import GetTemplateFormResponse401
from ...models.get_template_form_response_403 import GetTemplateFormResponse403
from ...models.get_template_form_response_404 import GetTemplateFormResponse404
from ...models.get_template_form_response_409 import GetTemplateFormResponse409
from ...models.get_template_form_response_422 import GetTemplateFormResponse422
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/templates/{app_id}/form".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetTemplateFormResponse200
    | GetTemplateFormResponse400
    | GetTemplateFormResponse401
    | GetTemplateFormResponse403
    | GetTemplateFormResponse404
    | GetTemplateFormResponse409
    | GetTemplateFormResponse422
    | Problem
):
    if response.status_code == 200:
        response_200 = GetTemplateFormResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetTemplateFormResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTemplateFormResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTemplateFormResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTemplateFormResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = GetTemplateFormResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = GetTemplateFormResponse422.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetTemplateFormResponse200
    | GetTemplateFormResponse400
    | GetTemplateFormResponse401
    | GetTemplateFormResponse403
    | GetTemplateFormResponse404
    | GetTemplateFormResponse409
    | GetTemplateFormResponse422
    | Problem
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
    GetTemplateFormResponse200
    | GetTemplateFormResponse400
    | GetTemplateFormResponse401
    | GetTemplateFormResponse403
    | GetTemplateFormResponse404
    | GetTemplateFormResponse409
    | GetTemplateFormResponse422
    | Problem
]:
    """The form descriptor of a DATA_KIND template, compiled from its flattened shape (parents included).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTemplateFormResponse200 | GetTemplateFormResponse400 | GetTemplateFormResponse401 | GetTemplateFormResponse403 | GetTemplateFormResponse404 | GetTemplateFormResponse409 | GetTemplateFormResponse422 | Problem]
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
    GetTemplateFormResponse200
    | GetTemplateFormResponse400
    | GetTemplateFormResponse401
    | GetTemplateFormResponse403
    | GetTemplateFormResponse404
    | GetTemplateFormResponse409
    | GetTemplateFormResponse422
    | Problem
    | None
):
    """The form descriptor of a DATA_KIND template, compiled from its flattened shape (parents included).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTemplateFormResponse200 | GetTemplateFormResponse400 | GetTemplateFormResponse401 | GetTemplateFormResponse403 | GetTemplateFormResponse404 | GetTemplateFormResponse409 | GetTemplateFormResponse422 | Problem
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
    GetTemplateFormResponse200
    | GetTemplateFormResponse400
    | GetTemplateFormResponse401
    | GetTemplateFormResponse403
    | GetTemplateFormResponse404
    | GetTemplateFormResponse409
    | GetTemplateFormResponse422
    | Problem
]:
    """The form descriptor of a DATA_KIND template, compiled from its flattened shape (parents included).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTemplateFormResponse200 | GetTemplateFormResponse400 | GetTemplateFormResponse401 | GetTemplateFormResponse403 | GetTemplateFormResponse404 | GetTemplateFormResponse409 | GetTemplateFormResponse422 | Problem]
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
    GetTemplateFormResponse200
    | GetTemplateFormResponse400
    | GetTemplateFormResponse401
    | GetTemplateFormResponse403
    | GetTemplateFormResponse404
    | GetTemplateFormResponse409
    | GetTemplateFormResponse422
    | Problem
    | None
):
    """The form descriptor of a DATA_KIND template, compiled from its flattened shape (parents included).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTemplateFormResponse200 | GetTemplateFormResponse400 | GetTemplateFormResponse401 | GetTemplateFormResponse403 | GetTemplateFormResponse404 | GetTemplateFormResponse409 | GetTemplateFormResponse422 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
