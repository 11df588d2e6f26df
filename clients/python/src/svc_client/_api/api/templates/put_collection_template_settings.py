from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.put_collection_template_settings_body import (
    PutCollectionTemplateSettingsBody,
)
from ...models.put_collection_template_settings_response_200 import (
    PutCollectionTemplateSettingsResponse200,
)
from ...models.put_collection_template_settings_response_400 import (
    PutCollectionTemplateSettingsResponse400,
)
from ...models.put_collection_template_settings_response_401 import (
    PutCollectionTemplateSettingsResponse401,
)
from ...models.put_collection_template_settings_response_403 import (
    PutCollectionTemplateSettingsResponse403,
)
from ...models.put_collection_template_settings_response_404 import (
    PutCollectionTemplateSettingsResponse404,
)
from ...types import Response


def _get_kwargs(
    app_id: str,
    *,
    body: PutCollectionTemplateSettingsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v2/collections/{app_id}/template-settings".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | PutCollectionTemplateSettingsResponse200
    | PutCollectionTemplateSettingsResponse400
    | PutCollectionTemplateSettingsResponse401
    | PutCollectionTemplateSettingsResponse403
    | PutCollectionTemplateSettingsResponse404
):
    if response.status_code == 200:
        response_200 = PutCollectionTemplateSettingsResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = PutCollectionTemplateSettingsResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = PutCollectionTemplateSettingsResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = PutCollectionTemplateSettingsResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = PutCollectionTemplateSettingsResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | PutCollectionTemplateSettingsResponse200
    | PutCollectionTemplateSettingsResponse400
    | PutCollectionTemplateSettingsResponse401
    | PutCollectionTemplateSettingsResponse403
    | PutCollectionTemplateSettingsResponse404
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
    body: PutCollectionTemplateSettingsBody,
) -> Response[
    Problem
    | PutCollectionTemplateSettingsResponse200
    | PutCollectionTemplateSettingsResponse400
    | PutCollectionTemplateSettingsResponse401
    | PutCollectionTemplateSettingsResponse403
    | PutCollectionTemplateSettingsResponse404
]:
    """Sets the Collection's template allow-list (DATA_KIND appIds, or null for all) and attached view
    recipes (manage on the Collection).

    Args:
        app_id (str):
        body (PutCollectionTemplateSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PutCollectionTemplateSettingsResponse200 | PutCollectionTemplateSettingsResponse400 | PutCollectionTemplateSettingsResponse401 | PutCollectionTemplateSettingsResponse403 | PutCollectionTemplateSettingsResponse404]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PutCollectionTemplateSettingsBody,
) -> (
    Problem
    | PutCollectionTemplateSettingsResponse200
    | PutCollectionTemplateSettingsResponse400
    | PutCollectionTemplateSettingsResponse401
    | PutCollectionTemplateSettingsResponse403
    | PutCollectionTemplateSettingsResponse404
    | None
):
    """Sets the Collection's template allow-list (DATA_KIND appIds, or null for all) and attached view
    recipes (manage on the Collection).

    Args:
        app_id (str):
        body (PutCollectionTemplateSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PutCollectionTemplateSettingsResponse200 | PutCollectionTemplateSettingsResponse400 | PutCollectionTemplateSettingsResponse401 | PutCollectionTemplateSettingsResponse403 | PutCollectionTemplateSettingsResponse404
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PutCollectionTemplateSettingsBody,
) -> Response[
    Problem
    | PutCollectionTemplateSettingsResponse200
    | PutCollectionTemplateSettingsResponse400
    | PutCollectionTemplateSettingsResponse401
    | PutCollectionTemplateSettingsResponse403
    | PutCollectionTemplateSettingsResponse404
]:
    """Sets the Collection's template allow-list (DATA_KIND appIds, or null for all) and attached view
    recipes (manage on the Collection).

    Args:
        app_id (str):
        body (PutCollectionTemplateSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PutCollectionTemplateSettingsResponse200 | PutCollectionTemplateSettingsResponse400 | PutCollectionTemplateSettingsResponse401 | PutCollectionTemplateSettingsResponse403 | PutCollectionTemplateSettingsResponse404]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PutCollectionTemplateSettingsBody,
) -> (
    Problem
    | PutCollectionTemplateSettingsResponse200
    | PutCollectionTemplateSettingsResponse400
    | PutCollectionTemplateSettingsResponse401
    | PutCollectionTemplateSettingsResponse403
    | PutCollectionTemplateSettingsResponse404
    | None
):
    """Sets the Collection's template allow-list (DATA_KIND appIds, or null for all) and attached view
    recipes (manage on the Collection).

    Args:
        app_id (str):
        body (PutCollectionTemplateSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PutCollectionTemplateSettingsResponse200 | PutCollectionTemplateSettingsResponse400 | PutCollectionTemplateSettingsResponse401 | PutCollectionTemplateSettingsResponse403 | PutCollectionTemplateSettingsResponse404
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            body=body,
        )
    ).parsed
