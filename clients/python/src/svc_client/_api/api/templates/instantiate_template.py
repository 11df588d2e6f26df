from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.instantiate_template_body import InstantiateTemplateBody
from ...models.instantiate_template_response_201 import InstantiateTemplateResponse201
from ...models.instantiate_template_response_400 import InstantiateTemplateResponse400
from ...models.instantiate_template_response_401 import InstantiateTemplateResponse401
from ...models.instantiate_template_response_403 import InstantiateTemplateResponse403
from ...models.instantiate_template_response_404 import InstantiateTemplateResponse404
from ...models.instantiate_template_response_409 import InstantiateTemplateResponse409
from ...models.instantiate_template_response_422 import InstantiateTemplateResponse422
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
    *,
    body: InstantiateTemplateBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/templates/{app_id}/instantiate".format(
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
    InstantiateTemplateResponse201
    | InstantiateTemplateResponse400
    | InstantiateTemplateResponse401
    | InstantiateTemplateResponse403
    | InstantiateTemplateResponse404
    | InstantiateTemplateResponse409
    | InstantiateTemplateResponse422
    | Problem
):
    if response.status_code == 201:
        response_201 = InstantiateTemplateResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = InstantiateTemplateResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = InstantiateTemplateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InstantiateTemplateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = InstantiateTemplateResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = InstantiateTemplateResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = InstantiateTemplateResponse422.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    InstantiateTemplateResponse201
    | InstantiateTemplateResponse400
    | InstantiateTemplateResponse401
    | InstantiateTemplateResponse403
    | InstantiateTemplateResponse404
    | InstantiateTemplateResponse409
    | InstantiateTemplateResponse422
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
    body: InstantiateTemplateBody,
) -> Response[
    InstantiateTemplateResponse201
    | InstantiateTemplateResponse400
    | InstantiateTemplateResponse401
    | InstantiateTemplateResponse403
    | InstantiateTemplateResponse404
    | InstantiateTemplateResponse409
    | InstantiateTemplateResponse422
    | Problem
]:
    """Creates a DataObject in a Collection (Write on it) from a DATA_KIND template: attributes (keys = the
    form's attributeKey) merged over the defaults and validated against the flattened shape; 422
    template.violations with violations[] (path = the form's fields[].path) and nothing created
    otherwise.

    Args:
        app_id (str):
        body (InstantiateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InstantiateTemplateResponse201 | InstantiateTemplateResponse400 | InstantiateTemplateResponse401 | InstantiateTemplateResponse403 | InstantiateTemplateResponse404 | InstantiateTemplateResponse409 | InstantiateTemplateResponse422 | Problem]
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
    body: InstantiateTemplateBody,
) -> (
    InstantiateTemplateResponse201
    | InstantiateTemplateResponse400
    | InstantiateTemplateResponse401
    | InstantiateTemplateResponse403
    | InstantiateTemplateResponse404
    | InstantiateTemplateResponse409
    | InstantiateTemplateResponse422
    | Problem
    | None
):
    """Creates a DataObject in a Collection (Write on it) from a DATA_KIND template: attributes (keys = the
    form's attributeKey) merged over the defaults and validated against the flattened shape; 422
    template.violations with violations[] (path = the form's fields[].path) and nothing created
    otherwise.

    Args:
        app_id (str):
        body (InstantiateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InstantiateTemplateResponse201 | InstantiateTemplateResponse400 | InstantiateTemplateResponse401 | InstantiateTemplateResponse403 | InstantiateTemplateResponse404 | InstantiateTemplateResponse409 | InstantiateTemplateResponse422 | Problem
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
    body: InstantiateTemplateBody,
) -> Response[
    InstantiateTemplateResponse201
    | InstantiateTemplateResponse400
    | InstantiateTemplateResponse401
    | InstantiateTemplateResponse403
    | InstantiateTemplateResponse404
    | InstantiateTemplateResponse409
    | InstantiateTemplateResponse422
    | Problem
]:
    """Creates a DataObject in a Collection (Write on it) from a DATA_KIND template: attributes (keys = the
    form's attributeKey) merged over the defaults and validated against the flattened shape; 422
    template.violations with violations[] (path = the form's fields[].path) and nothing created
    otherwise.

    Args:
        app_id (str):
        body (InstantiateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InstantiateTemplateResponse201 | InstantiateTemplateResponse400 | InstantiateTemplateResponse401 | InstantiateTemplateResponse403 | InstantiateTemplateResponse404 | InstantiateTemplateResponse409 | InstantiateTemplateResponse422 | Problem]
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
    body: InstantiateTemplateBody,
) -> (
    InstantiateTemplateResponse201
    | InstantiateTemplateResponse400
    | InstantiateTemplateResponse401
    | InstantiateTemplateResponse403
    | InstantiateTemplateResponse404
    | InstantiateTemplateResponse409
    | InstantiateTemplateResponse422
    | Problem
    | None
):
    """Creates a DataObject in a Collection (Write on it) from a DATA_KIND template: attributes (keys = the
    form's attributeKey) merged over the defaults and validated against the flattened shape; 422
    template.violations with violations[] (path = the form's fields[].path) and nothing created
    otherwise.

    Args:
        app_id (str):
        body (InstantiateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InstantiateTemplateResponse201 | InstantiateTemplateResponse400 | InstantiateTemplateResponse401 | InstantiateTemplateResponse403 | InstantiateTemplateResponse404 | InstantiateTemplateResponse409 | InstantiateTemplateResponse422 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            body=body,
        )
    ).parsed
