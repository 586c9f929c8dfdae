"""MindRecord's exception classes (``mindspore.mindrecord.common.exceptions``): same names, messages and
codes as MindSpore's, all derived from ``MindRecordException``."""
from __future__ import annotations

_EXCEPTIONS = {
    "UnknownError": (0, "Unknown Error."), "ParamTypeError": (1, "Param type is error."),
    "ParamValueError": (2, "Param value is error."), "ParamMissError": (3, "Param missing."),
    "PathNotExistsError": (4, "Path does not exist."), "DbConnectionError": (5, "Db connection is error."),
    "MRMOpenError": (100, "MindRecord could not open."),
    "MRMOpenForAppendError": (101, "MindRecord could not open for append."),
    "MRMInvalidPageSizeError": (102, "Failed to set page size."),
    "MRMInvalidHeaderSizeError": (103, "Failed to set header size."),
    "MRMSetHeaderError": (104, "Failed to set header."), "MRMWriteDatasetError": (105, "Failed to write dataset."),
    "MRMCommitError": (107, "Failed to commit."), "MRMLaunchError": (108, "Failed to launch."),
    "MRMFinishError": (109, "Failed to finish."), "MRMCloseError": (110, "Failed to close."),
    "MRMAddSchemaError": (111, "Failed to add schema."), "MRMAddIndexError": (112, "Failed to add index field."),
    "MRMBuildSchemaError": (113, "Failed to build schema."), "MRMGetMetaError": (114, "Failed to get meta info."),
    "MRMIndexGeneratorError": (115, "Failed to create index generator."),
    "MRMGenerateIndexError": (116, "Failed to generate index."),
    "MRMInitSegmentError": (117, "Failed to initialize segment."),
    "MRMFetchCandidateFieldsError": (118, "Failed to fetch candidate category fields."),
    "MRMReadCategoryInfoError": (119, "Failed to read category information."),
    "MRMFetchDataError": (120, "Failed to fetch data by category."),
    "MRMInvalidSchemaError": (200, "Schema is error."), "MRMValidateDataError": (201, "Raw data is valid."),
    "MRMDefineIndexError": (202, "Index field is error."), "MRMDefineBlobError": (203, "Blob field is error."),
    "MRMUnsupportedSchemaError": (204, "Schema is not supported."),
    "MRMDefineCategoryError": (205, "Category field is error."),
}


class MindRecordException(Exception):
    """MindRecord base error class."""

    def __init__(self) -> None:
        super().__init__()
        no, msg = _EXCEPTIONS.get(type(self).__name__, _EXCEPTIONS["UnknownError"])
        self._error_msg = msg
        # GE error code layout: runtime 0, type 0, level 0, system id 0b00101010, module no // 100 + 1
        self._error_code = (0x2A << 17) | ((no // 100 + 1) << 12) | (no & 0x0FFF)

    def __str__(self) -> str:
        return f"[{type(self).__name__}]: {self._error_msg}"

    @property
    def error_msg(self) -> str:
        return self._error_msg

    @error_msg.setter
    def error_msg(self, msg: str) -> None:
        self._error_msg = msg

    @property
    def error_code(self) -> int:
        return self._error_code


def _plain(name: str) -> type:
    return type(name, (MindRecordException,), {"__doc__": _EXCEPTIONS[name][1]})


class ParamValueError(MindRecordException):
    def __init__(self, error_detail: str) -> None:
        super().__init__()
        self.error_msg = f"Invalid parameter value. {error_detail}"


class ParamTypeError(MindRecordException):
    def __init__(self, param_name: str, expected_type: str) -> None:
        super().__init__()
        self.error_msg = f"Invalid parameter type. '{param_name}' expect {expected_type} type."


class ParamMissError(MindRecordException):
    def __init__(self, param_name: str) -> None:
        super().__init__()
        self.error_msg = f"Param missing. '{param_name}' is required."


class PathNotExistsError(MindRecordException):
    def __init__(self, error_path: str) -> None:
        super().__init__()
        self.error_msg = f"Invalid file path. Path: {error_path}"


class DbConnectionError(MindRecordException):
    def __init__(self, error_detail: str) -> None:
        super().__init__()
        self.error_msg = f"Db connection is error. Detail: {error_detail}"


def _detail(name: str, prefix: str) -> type:
    def __init__(self, error_detail: str) -> None:  # noqa: N807
        MindRecordException.__init__(self)
        self.error_msg = f"{prefix} Detail: {error_detail}"

    return type(name, (MindRecordException,), {"__init__": __init__, "__doc__": _EXCEPTIONS[name][1]})


UnknownError = _plain("UnknownError")
MRMOpenError = _plain("MRMOpenError")
MRMOpenForAppendError = _plain("MRMOpenForAppendError")
MRMInvalidPageSizeError = _plain("MRMInvalidPageSizeError")
MRMInvalidHeaderSizeError = _plain("MRMInvalidHeaderSizeError")
MRMSetHeaderError = _plain("MRMSetHeaderError")
MRMWriteDatasetError = _plain("MRMWriteDatasetError")
MRMCommitError = _plain("MRMCommitError")
MRMLaunchError = _plain("MRMLaunchError")
MRMFinishError = _plain("MRMFinishError")
MRMCloseError = _plain("MRMCloseError")
MRMAddSchemaError = _plain("MRMAddSchemaError")
MRMAddIndexError = _plain("MRMAddIndexError")
MRMBuildSchemaError = _plain("MRMBuildSchemaError")
MRMGetMetaError = _plain("MRMGetMetaError")
MRMIndexGeneratorError = _plain("MRMIndexGeneratorError")
MRMGenerateIndexError = _plain("MRMGenerateIndexError")
MRMInitSegmentError = _plain("MRMInitSegmentError")
MRMFetchCandidateFieldsError = _plain("MRMFetchCandidateFieldsError")
MRMReadCategoryInfoError = _plain("MRMReadCategoryInfoError")
MRMFetchDataError = _plain("MRMFetchDataError")
MRMInvalidSchemaError = _detail("MRMInvalidSchemaError", "Schema format is error.")
MRMValidateDataError = _detail("MRMValidateDataError", "Raw data is illegal.")
MRMDefineIndexError = _detail("MRMDefineIndexError", "Failed to define index field.")
MRMDefineBlobError = _detail("MRMDefineBlobError", "Failed to define blob field.")
MRMUnsupportedSchemaError = _detail("MRMUnsupportedSchemaError", "Schema is not supported.")
MRMDefineCategoryError = _detail("MRMDefineCategoryError", "Failed to define category field.")



def pipeline_error(msg: str) -> RuntimeError:
    """The RuntimeError MindSpore's C++ MindRecord code raises (its "Dataset Pipeline Error Message" frame)."""
    return RuntimeError("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'.\n\n"
                        f"- Dataset Pipeline Error Message:\n[ERROR] {msg}")


__all__ = ["MindRecordException"] + list(_EXCEPTIONS)
