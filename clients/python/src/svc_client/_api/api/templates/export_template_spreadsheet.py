from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export_template_spreadsheet_response_400 import (
    ExportTemplateSpreadsheetResponse400,
)
from ...models.export_template_spreadsheet_response_401 import (
    ExportTemplateSpreadsheetResponse401,
)
from ...models.export_template_spreadsheet_response_403 import (
    ExportTemplateSpreadsheetResponse403,
)
from ...models.export_template_spreadsheet_response_404 import (
    ExportTemplateSpreadsheetResponse404,
)
from ...models.export_template_spreadsheet_response_409 import (
    ExportTemplateSpreadsheetResponse409,
)
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    app_id: str,
    *,
    data_object_app_id: UUID,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_data_object_app_id = str(data_object_app_id)
    params["dataObjectAppId"] = json_data_object_app_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/templates/{app_id}/export".format(
            app_id=quote(str(app_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportTemplateSpreadsheetResponse400
    | ExportTemplateSpreadsheetResponse401
    | ExportTemplateSpreadsheetResponse403
    | ExportTemplateSpreadsheetResponse404
    | ExportTemplateSpreadsheetResponse409
    | Problem
):
    if response.status_code == 400:
        response_400 = ExportTemplateSpreadsheetResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ExportTemplateSpreadsheetResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportTemplateSpreadsheetResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ExportTemplateSpreadsheetResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ExportTemplateSpreadsheetResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportTemplateSpreadsheetResponse400
    | ExportTemplateSpreadsheetResponse401
    | ExportTemplateSpreadsheetResponse403
    | ExportTemplateSpreadsheetResponse404
    | ExportTemplateSpreadsheetResponse409
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
    data_object_app_id: UUID,
) -> Response[
    ExportTemplateSpreadsheetResponse400
    | ExportTemplateSpreadsheetResponse401
    | ExportTemplateSpreadsheetResponse403
    | ExportTemplateSpreadsheetResponse404
    | ExportTemplateSpreadsheetResponse409
    | Problem
]:
    """The DataObject's attribute values as an .xlsx (Read on its Collection), each in the cell its field's
    property shape names with urn:btkvs:cell-mapping (A1) on the worksheet urn:btkvs:sheet (else the
    first); unmapped fields skipped, absent values left empty, values typed by the field's datatype.

    Args:
        app_id (str):
        data_object_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportTemplateSpreadsheetResponse400 | ExportTemplateSpreadsheetResponse401 | ExportTemplateSpreadsheetResponse403 | ExportTemplateSpreadsheetResponse404 | ExportTemplateSpreadsheetResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        data_object_app_id=data_object_app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    data_object_app_id: UUID,
) -> (
    ExportTemplateSpreadsheetResponse400
    | ExportTemplateSpreadsheetResponse401
    | ExportTemplateSpreadsheetResponse403
    | ExportTemplateSpreadsheetResponse404
    | ExportTemplateSpreadsheetResponse409
    | Problem
    | None
):
    """The DataObject's attribute values as an .xlsx (Read on its Collection), each in the cell its field's
    property shape names with urn:btkvs:cell-mapping (A1) on the worksheet urn:btkvs:sheet (else the
    first); unmapped fields skipped, absent values left empty, values typed by the field's datatype.

    Args:
        app_id (str):
        data_object_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportTemplateSpreadsheetResponse400 | ExportTemplateSpreadsheetResponse401 | ExportTemplateSpreadsheetResponse403 | ExportTemplateSpreadsheetResponse404 | ExportTemplateSpreadsheetResponse409 | Problem
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        data_object_app_id=data_object_app_id,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    data_object_app_id: UUID,
) -> Response[
    ExportTemplateSpreadsheetResponse400
    | ExportTemplateSpreadsheetResponse401
    | ExportTemplateSpreadsheetResponse403
    | ExportTemplateSpreadsheetResponse404
    | ExportTemplateSpreadsheetResponse409
    | Problem
]:
    """The DataObject's attribute values as an .xlsx (Read on its Collection), each in the cell its field's
    property shape names with urn:btkvs:cell-mapping (A1) on the worksheet urn:btkvs:sheet (else the
    first); unmapped fields skipped, absent values left empty, values typed by the field's datatype.

    Args:
        app_id (str):
        data_object_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportTemplateSpreadsheetResponse400 | ExportTemplateSpreadsheetResponse401 | ExportTemplateSpreadsheetResponse403 | ExportTemplateSpreadsheetResponse404 | ExportTemplateSpreadsheetResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        data_object_app_id=data_object_app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    data_object_app_id: UUID,
) -> (
    ExportTemplateSpreadsheetResponse400
    | ExportTemplateSpreadsheetResponse401
    | ExportTemplateSpreadsheetResponse403
    | ExportTemplateSpreadsheetResponse404
    | ExportTemplateSpreadsheetResponse409
    | Problem
    | None
):
    """The DataObject's attribute values as an .xlsx (Read on its Collection), each in the cell its field's
    property shape names with urn:btkvs:cell-mapping (A1) on the worksheet urn:btkvs:sheet (else the
    first); unmapped fields skipped, absent values left empty, values typed by the field's datatype.

    Args:
        app_id (str):
        data_object_app_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportTemplateSpreadsheetResponse400 | ExportTemplateSpreadsheetResponse401 | ExportTemplateSpreadsheetResponse403 | ExportTemplateSpreadsheetResponse404 | ExportTemplateSpreadsheetResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            data_object_app_id=data_object_app_id,
        )
    ).parsed
