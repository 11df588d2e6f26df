from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.patch_template_json_body import PatchTemplateJsonBody
from ...models.patch_template_response_200 import PatchTemplateResponse200
from ...models.patch_template_response_400 import PatchTemplateResponse400
from ...models.patch_template_response_401 import PatchTemplateResponse401
from ...models.patch_template_response_403 import PatchTemplateResponse403
from ...models.patch_template_response_404 import PatchTemplateResponse404
from ...models.patch_template_response_409 import PatchTemplateResponse409
from ...models.patch_template_response_415 import PatchTemplateResponse415
from ...models.patch_template_response_422 import PatchTemplateResponse422
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
    *,
    body: PatchTemplateJsonBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/templates/{app_id}".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PatchTemplateResponse200
    | PatchTemplateResponse400
    | PatchTemplateResponse401
    | PatchTemplateResponse403
    | PatchTemplateResponse404
    | PatchTemplateResponse409
    | PatchTemplateResponse415
    | PatchTemplateResponse422
    | Problem
):
    if response.status_code == 200:
        response_200 = PatchTemplateResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PatchTemplateResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PatchTemplateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PatchTemplateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = PatchTemplateResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = PatchTemplateResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 415:
        response_415 = PatchTemplateResponse415.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = PatchTemplateResponse422.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PatchTemplateResponse200
    | PatchTemplateResponse400
    | PatchTemplateResponse401
    | PatchTemplateResponse403
    | PatchTemplateResponse404
    | PatchTemplateResponse409
    | PatchTemplateResponse415
    | PatchTemplateResponse422
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
    body: PatchTemplateJsonBody,
) -> Response[
    PatchTemplateResponse200
    | PatchTemplateResponse400
    | PatchTemplateResponse401
    | PatchTemplateResponse403
    | PatchTemplateResponse404
    | PatchTemplateResponse409
    | PatchTemplateResponse415
    | PatchTemplateResponse422
    | Problem
]:
    """Copy-on-write update (instance-admin): a JSON Merge Patch of name, parentTemplateAppId and body
    makes a new revision with a new appId (answered), linked to this one, which stays readable. Only the
    newest revision, not retired (409).

    Args:
        app_id (str):
        body (PatchTemplateJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchTemplateResponse200 | PatchTemplateResponse400 | PatchTemplateResponse401 | PatchTemplateResponse403 | PatchTemplateResponse404 | PatchTemplateResponse409 | PatchTemplateResponse415 | PatchTemplateResponse422 | Problem]
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
    body: PatchTemplateJsonBody,
) -> (
    PatchTemplateResponse200
    | PatchTemplateResponse400
    | PatchTemplateResponse401
    | PatchTemplateResponse403
    | PatchTemplateResponse404
    | PatchTemplateResponse409
    | PatchTemplateResponse415
    | PatchTemplateResponse422
    | Problem
    | None
):
    """Copy-on-write update (instance-admin): a JSON Merge Patch of name, parentTemplateAppId and body
    makes a new revision with a new appId (answered), linked to this one, which stays readable. Only the
    newest revision, not retired (409).

    Args:
        app_id (str):
        body (PatchTemplateJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchTemplateResponse200 | PatchTemplateResponse400 | PatchTemplateResponse401 | PatchTemplateResponse403 | PatchTemplateResponse404 | PatchTemplateResponse409 | PatchTemplateResponse415 | PatchTemplateResponse422 | Problem
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
    body: PatchTemplateJsonBody,
) -> Response[
    PatchTemplateResponse200
    | PatchTemplateResponse400
    | PatchTemplateResponse401
    | PatchTemplateResponse403
    | PatchTemplateResponse404
    | PatchTemplateResponse409
    | PatchTemplateResponse415
    | PatchTemplateResponse422
    | Problem
]:
    """Copy-on-write update (instance-admin): a JSON Merge Patch of name, parentTemplateAppId and body
    makes a new revision with a new appId (answered), linked to this one, which stays readable. Only the
    newest revision, not retired (409).

    Args:
        app_id (str):
        body (PatchTemplateJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchTemplateResponse200 | PatchTemplateResponse400 | PatchTemplateResponse401 | PatchTemplateResponse403 | PatchTemplateResponse404 | PatchTemplateResponse409 | PatchTemplateResponse415 | PatchTemplateResponse422 | Problem]
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
    body: PatchTemplateJsonBody,
) -> (
    PatchTemplateResponse200
    | PatchTemplateResponse400
    | PatchTemplateResponse401
    | PatchTemplateResponse403
    | PatchTemplateResponse404
    | PatchTemplateResponse409
    | PatchTemplateResponse415
    | PatchTemplateResponse422
    | Problem
    | None
):
    """Copy-on-write update (instance-admin): a JSON Merge Patch of name, parentTemplateAppId and body
    makes a new revision with a new appId (answered), linked to this one, which stays readable. Only the
    newest revision, not retired (409).

    Args:
        app_id (str):
        body (PatchTemplateJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchTemplateResponse200 | PatchTemplateResponse400 | PatchTemplateResponse401 | PatchTemplateResponse403 | PatchTemplateResponse404 | PatchTemplateResponse409 | PatchTemplateResponse415 | PatchTemplateResponse422 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            body=body,
        )
    ).parsed
