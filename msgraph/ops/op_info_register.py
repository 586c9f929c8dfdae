"""``mindspore.ops.op_info_register``: ``DataType`` (MindSpore's (dtype, format) pairs for kernel registration) and
``CustomRegOp`` (the registration info of a ``Custom`` operator: inputs, outputs, attributes, dtype/format rows,
target).  msgraph selects no device kernels: the info is built, checked and kept as MindSpore builds it
(``get_op_info()`` is its dict)."""
from __future__ import annotations

from typing import Any, Dict, List

# MindSpore's format names (the attribute suffix -> the format string)
_FORMATS = {"None": "", "Default": "DefaultFormat", "Default_List": "DefaultFormat",
            "Default_Tuple": "DefaultFormat", "5HD": "NC1HWC0", "C1HWNCoC0": "C1HWNCoC0",
            "ChannelLast": "ChannelLast", "FracNZ": "FRACTAL_NZ", "FracZ": "FRACTAL_Z", "HWCN": "HWCN",
            "NCHW": "NCHW", "NDHWC": "NDHWC", "NHWC": "NHWC", "NC1HWC0": "NC1HWC0", "NCDHW": "NCDHW",
            "NDC1HWC0": "NDC1HWC0", "DHWCN": "DHWCN", "FRACTAL_Z_3D": "FRACTAL_Z_3D",
            "FracZNLSTM": "FRACTAL_ZN_LSTM", "FracZNRNN": "FRACTAL_ZN_RNN", "ND_RNNBIAS": "ND_RNN_BIAS"}
_COMMON = ("None", "Default", "Default_List", "Default_Tuple", "5HD", "C1HWNCoC0", "ChannelLast", "FracNZ", "FracZ",
           "HWCN", "NCHW", "NDHWC", "NHWC")
_FLOAT_EXTRA = ("NCDHW", "NDC1HWC0", "DHWCN", "FRACTAL_Z_3D", "FracZNLSTM", "FracZNRNN", "ND_RNNBIAS")
# the dtype prefixes and the formats MindSpore 2.10 defines for each
_TYPES = {"BOOL": ("bool", _COMMON), "I8": ("int8", _COMMON + ("NC1HWC0", "NCDHW", "NDC1HWC0")),
          "U8": ("uint8", _COMMON + ("NC1HWC0", "NCDHW", "NDC1HWC0")), "I16": ("int16", _COMMON),
          "U16": ("uint16", _COMMON), "I32": ("int32", _COMMON + ("NCDHW", "NDC1HWC0")), "U32": ("uint32", _COMMON),
          "I64": ("int64", _COMMON), "U64": ("uint64", _COMMON), "F16": ("float16", _COMMON + _FLOAT_EXTRA),
          "F32": ("float32", _COMMON + _FLOAT_EXTRA), "BF16": ("bfloat16", _COMMON + _FLOAT_EXTRA),
          "F64": ("float64", _COMMON), "C64": ("complex64", ("Default", "Default_Tuple")),
          "C128": ("complex128", ("Default", "Default_Tuple")), "None": ("", ("None", "Default"))}


class DataType:
    """``DataType.F16_Default == ('float16', 'DefaultFormat')``: every (dtype, format) pair MindSpore names
    (``F16_Default_Tuple`` adds ``'tuple'``: an input that is a tuple of Tensors)."""


for _prefix, (_dtype, _names) in _TYPES.items():
    for _name in _names:
        _kind = {"Default_List": ("list",), "Default_Tuple": ("tuple",)}.get(_name, ())   # a sequence input's
        setattr(DataType, f"{_prefix}_{_name}", (_dtype, _FORMATS[_name]) + _kind)


def _check(value: Any, kind: type, what: str) -> None:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{what} value must be {kind.__name__}")


class RegOp:
    """The base of MindSpore's registration builders: each call records a part and returns the builder."""

    def __init__(self, op_name: str = "") -> None:
        if not isinstance(op_name, str):
            raise ValueError("op name value must be string")
        self.op_name = op_name
        self.inputs: List[Dict[str, Any]] = []
        self.outputs: List[Dict[str, Any]] = []
        self.attr_: List[Dict[str, Any]] = []
        self.fusion_type_ = ""
        self.dtype_format_: List[tuple] = []

    def _io(self, index: Any, name: Any, param_type: Any, kwargs: Dict[str, Any]) -> Dict[str, Any]:
        item: Dict[str, Any] = {}
        for key, value, kind in (("index", index, int), ("name", name, str), ("paramType", param_type, str)):
            if value is not None:
                _check(value, kind, "a" if kind is int else str(value))
                item[key] = value
        item.update(kwargs)
        return item

    def input(self, index: Any = None, name: Any = None, param_type: Any = "required", **kwargs: Any) -> "RegOp":
        self.inputs.append(self._io(index, name, param_type, kwargs))
        return self

    def output(self, index: Any = None, name: Any = None, param_type: Any = "required", **kwargs: Any) -> "RegOp":
        self.outputs.append(self._io(index, name, param_type, kwargs))
        return self

    def fusion_type(self, fusion_type: str) -> "RegOp":
        _check(fusion_type, str, str(fusion_type))
        self.fusion_type_ = fusion_type
        return self

    def dtype_format(self, *args: Any) -> "RegOp":
        if len(args) != len(self.inputs) + len(self.outputs):
            raise ValueError(f"The size of 'args' must be equal to the sum of input tensors and output tensors, but "
                             f"got {len(args)} vs {len(self.inputs) + len(self.outputs)}")
        for pair in args:
            if not isinstance(pair, tuple) or len(pair) not in (2, 3) or not all(isinstance(v, str) for v in pair):
                raise TypeError(f"{pair} value must be a (dtype, format) tuple of str")
        self.dtype_format_.append(tuple(args))
        return self

    def get_op_info(self) -> Dict[str, Any]:
        """The recorded info as MindSpore's dict (``inputs``, ``outputs``, ``attr``, ``dtype_format``...)."""
        return {"op_name": self.op_name, "inputs": list(self.inputs), "outputs": list(self.outputs),
                "attr": list(self.attr_), "fusion_type": self.fusion_type_, "dtype_format": list(self.dtype_format_)}


class CustomRegOp(RegOp):
    """``CustomRegOp(op_name='Custom')``: the ``reg_info`` of an ``ops.Custom`` operator."""

    def __init__(self, op_name: str = "Custom") -> None:
        super().__init__(op_name)
        self.target_ = ""

    def attr(self, name: Any = None, param_type: Any = None, value_type: Any = None, default_value: Any = None,
             **kwargs: Any) -> "CustomRegOp":
        item: Dict[str, Any] = {}
        for key, value in (("name", name), ("paramType", param_type), ("type", value_type),
                           ("defaultValue", default_value)):
            if value is not None:
                _check(value, str, str(value))
                item[key] = value
        item.update(kwargs)
        self.attr_.append(item)
        return self

    def target(self, target: Any = None) -> "CustomRegOp":
        if target is not None:
            _check(target, str, str(target))
        self.target_ = target
        return self

    def get_op_info(self) -> Dict[str, Any]:
        info = super().get_op_info()
        info["target"] = self.target_
        return info
