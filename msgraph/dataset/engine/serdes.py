"""``ds.serialize`` / ``ds.deserialize`` / ``ds.show`` / ``ds.compare``: a pipeline as MindSpore 2.10's JSON.

MindSpore writes each node of the pipeline (sources, ``map``, ``batch``, ``repeat`` ...) with its parameters,
the samplers and the map operations, keys in sorted order; a file holds the same JSON without spaces.  Only the
operations and sources MindSpore's C++ side can rebuild are read back (``deserialize``; a ``GeneratorDataset``,
a ``filter`` or a transform without a reader fails with MindSpore's RuntimeError when the deserialized dataset
is first used, not when it is made).  Python functions serialize as their name only (MindSpore logs a warning).

The JSON follows what MindSpore 2.10 (CPU) writes for the nodes and transforms measured in session 46 (ds46):
float parameters of C++ transforms are float32 values (``prob=0.3`` is ``0.30000001192092896``), interpolation and
border modes are C++ enum numbers.  Transforms run in Python (a PIL chain after ``Decode(to_pil=True)`` or
``ToPIL``) carry their arguments plus MindSpore's ``implementation`` / ``output_type`` / ``transforms`` fields; their
remaining private attributes are not reproduced.
"""
from __future__ import annotations

import json
import os
import uuid
from typing import Any, Callable, Dict, List, Optional

import numpy as np

from ..core.arguments import init_arguments
from ..core.pipeline import PipelineError
from .datasets import Dataset

class _NoReaderError(PipelineError):
    """MindSpore's error for a node or transform its JSON reader does not know: the pipeline message without a
    C++ call-stack section (pytest's ExceptionInfo repr then still shows the reason)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        from ..core.pipeline import PIPELINE_SUMMARY, _section

        RuntimeError.__init__(self, f"{PIPELINE_SUMMARY} \n\n" + _section("Dataset Pipeline Error Message")
                              + f"[ERROR] {message}\n\n")


# -- constructor arguments of the sources (what MindSpore serializes is what the user gave) ----------------------


def record_arguments(cls: type) -> None:
    """Keep the arguments ``cls(...)`` was called with (defaults filled in) for ``serialize``."""
    import functools
    import inspect

    init = cls.__init__
    signature = inspect.signature(init)

    @functools.wraps(init)
    def recording(self: Any, *args: Any, **kw: Any) -> None:
        if "_serdes_args" not in self.__dict__:      # the outermost __init__ records (a copy keeps them)
            try:
                bound = signature.bind(self, *args, **kw)
                bound.apply_defaults()
                self.__dict__["_serdes_args"] = {k: v for k, v in bound.arguments.items() if k != "self"}
            except TypeError:
                pass
        init(self, *args, **kw)

    cls.__init__ = recording  # type: ignore[misc]


def _args(obj: Any) -> Dict[str, Any]:
    return obj.__dict__.get("_serdes_args", {})


def _f32(x: Any) -> float:
    return float(np.float32(x))


def _f32s(xs: Any) -> List[float]:
    return [_f32(x) for x in xs]


def _workers(node: Any, default: Optional[int] = None) -> int:
    from ..core.config import get_num_parallel_workers

    w = getattr(node, "num_parallel_workers", None)
    if w is not None:
        return int(w)
    return default if default is not None else int(get_num_parallel_workers())


def _realpath(p: Any) -> Any:
    if p is None:
        return None
    return os.path.realpath(p) if not isinstance(p, (list, tuple)) else [os.path.realpath(x) for x in p]


# -- samplers ---------------------------------------------------------------------------------------------------
_SHUFFLE_CODE = {"false": 0, "files": 1, "global": 2, "infile": 3}


def _shuffle_code(mode: Any) -> int:
    if isinstance(mode, bool):
        return 2 if mode else 0
    value = getattr(mode, "value", mode)
    return _SHUFFLE_CODE.get(str(value).lower(), 2)


def sampler_to_json(s: Any) -> Dict[str, Any]:
    from . import samplers as S

    out: Dict[str, Any] = {"num_samples": int(s.num_samples or 0)}
    if isinstance(s, S.SequentialSampler):
        out.update(sampler_name="SequentialSampler", start_index=int(getattr(s, "start_index", 0) or 0))
    elif isinstance(s, S.DistributedSampler):
        out.update(sampler_name="DistributedSampler", even_dist=True, num_shards=s.num_shards, shard_id=s.shard_id,
                   offset=s.offset, seed=int(getattr(s, "_seed", 5489)) + 1,
                   shuffle_mode=_shuffle_code(s.get_shuffle_mode()))
    elif isinstance(s, S.RandomSampler):
        out.update(sampler_name="RandomSampler", replacement=bool(s.replacement),
                   reshuffle_each_epoch=bool(getattr(s, "reshuffle_each_epoch", True)), shuffle_mode=2)
    elif isinstance(s, S.WeightedRandomSampler):
        out.update(sampler_name="WeightedRandomSampler", replacement=bool(s.replacement),
                   weights=[float(w) for w in s.weights])
    elif isinstance(s, S.PKSampler):
        out.update(sampler_name="PKSampler", num_val=s.num_val, shuffle=bool(s.shuffle))
    elif isinstance(s, S.SubsetRandomSampler):
        out.update(sampler_name="SubsetRandomSampler", indices=[int(i) for i in s.subset])
    elif isinstance(s, S.SubsetSampler):
        out.update(sampler_name="SubsetSampler", indices=[int(i) for i in s.subset])
    else:
        out.update(sampler_name="PythonSampler")
    child = getattr(s, "child_sampler", None)
    if child is not None:
        out["child_sampler"] = [sampler_to_json(child)]
    return out


def sampler_from_json(j: Dict[str, Any]) -> Any:
    from . import samplers as S

    name = j.get("sampler_name")
    n = j.get("num_samples") or None
    if name == "SequentialSampler":
        s = S.SequentialSampler(j.get("start_index", 0), n)
    elif name == "RandomSampler":
        s = S.RandomSampler(j.get("replacement", False), n)
        if not j.get("reshuffle_each_epoch", True):
            s.reshuffle_each_epoch = False
    elif name == "DistributedSampler":
        s = S.DistributedSampler(j["num_shards"], j["shard_id"], shuffle=j.get("shuffle_mode", 2) != 0,
                                 num_samples=n, offset=j.get("offset", -1))
        s._seed = int(j.get("seed", 5490)) - 1
    elif name == "WeightedRandomSampler":
        s = S.WeightedRandomSampler(j["weights"], n, j.get("replacement", True))
    elif name == "PKSampler":
        s = S.PKSampler(j["num_val"], shuffle=j.get("shuffle", False), num_samples=n)
    elif name == "SubsetRandomSampler":
        s = S.SubsetRandomSampler(j["indices"], n)
    elif name == "SubsetSampler":
        s = S.SubsetSampler(j["indices"], n)
    else:
        raise PipelineError(f"Invalid data, unsupported sampler type: {name}")
    for child in j.get("child_sampler", []):
        s.add_child(sampler_from_json(child))
    return s


# -- transforms -------------------------------------------------------------------------------------------------
_INTER_CODE = {"BILINEAR": 0, "LINEAR": 0, "NEAREST": 1, "BICUBIC": 2, "CUBIC": 2, "AREA": 3, "PILCUBIC": 4,
               "ANTIALIAS": 0}
_PIL_INTER = {"NEAREST": 0, "ANTIALIAS": 1, "BILINEAR": 2, "LINEAR": 2, "BICUBIC": 3, "CUBIC": 3, "AREA": 4,
              "PILCUBIC": 3}
_BORDER_CODE = {"constant": 0, "edge": 1, "reflect": 2, "symmetric": 3}
_DE_TYPE = ["unknown", "bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
            "float16", "float32", "float64", "string"]

#: transforms MindSpore runs in Python whatever their input (its ``Implementation.PY`` only)
_PY_ONLY = {"ToPIL", "ToNumpy", "Grayscale", "FiveCrop", "TenCrop", "RandomPerspective", "RandomErasing",
            "RgbToHsv", "HsvToRgb", "RandomGrayscale", "LinearTransformation", "MixUp", "RandomOrder"}
#: transforms with a Python implementation, which MindSpore picks for a PIL image (ToTensor stays C++)
_PY_CAPABLE = {"AdjustBrightness", "AdjustContrast", "AdjustGamma", "AdjustHue", "AdjustSaturation", "AutoContrast",
               "CenterCrop", "Decode", "Equalize", "Invert", "Pad", "Perspective", "RandomAffine", "RandomColor",
               "RandomColorAdjust", "RandomCrop", "RandomHorizontalFlip", "RandomLighting", "RandomResizedCrop",
               "RandomRotation", "RandomSharpness", "RandomVerticalFlip", "Resize", "UniformAugment"} | _PY_ONLY
#: transforms MindSpore's C++ side serializes but cannot read back
_NO_READER = {"Perspective", "AdjustBrightness", "AdjustContrast", "AdjustGamma", "AdjustHue", "AdjustSaturation",
              "AdjustSharpness", "Concatenate", "RandomApply", "RandomChoice", "ConvertColor", "Posterize",
              "Duplicate", "Unique", "PadEnd", "Mask", "Slice"}


def _inter(mode: Any) -> int:
    return _INTER_CODE.get(getattr(mode, "name", str(mode)), 0)


def _inter_back(code: int) -> Any:
    from ..vision.utils import Inter

    return {0: Inter.BILINEAR, 1: Inter.NEAREST, 2: Inter.BICUBIC, 3: Inter.AREA, 4: Inter.PILCUBIC}[int(code)]


def _border(mode: Any) -> int:
    return _BORDER_CODE.get(str(getattr(mode, "value", mode)), 0)


def _border_back(code: Any) -> Any:
    from ..vision.utils import Border

    if isinstance(code, str):
        return Border(code)
    return [Border.CONSTANT, Border.EDGE, Border.REFLECT, Border.SYMMETRIC][int(code)]


def _fill3(v: Any) -> List[int]:
    if isinstance(v, (list, tuple)):
        return [int(x) for x in v]
    return [int(v)] * 3


def _hw(op: Any) -> List[int]:
    return [int(op.h), int(op.w)]


def _size_list(v: Any) -> List[int]:
    return [int(x) for x in v] if isinstance(v, (list, tuple)) else [int(v)]


def _tensor_json(v: Any) -> Dict[str, Any]:
    a = np.asarray(v)
    if a.dtype.kind in "US":
        typ = "string"
    else:
        typ = a.dtype.name
    return {"data": a.reshape(-1).tolist(), "shape": list(a.shape), "type": typ}


def _tensor_back(j: Dict[str, Any]) -> Any:
    typ = j.get("type", "int64")
    dtype = np.str_ if typ == "string" else np.dtype(typ)
    a = np.asarray(j["data"], dtype).reshape(j.get("shape", []))
    return a.item() if a.ndim == 0 else a


def _pair(v: Any) -> List[float]:
    return _f32s(v) if isinstance(v, (list, tuple)) else [_f32(-v), _f32(v)]


def _cpu(d: Dict[str, Any]) -> Dict[str, Any]:
    d["device_target"] = "CPU"
    return d


def _affine_shear(v: Any) -> List[float]:
    if v is None:
        return [0.0, 0.0, 0.0, 0.0]
    if isinstance(v, (int, float)):
        return [_f32(-v), _f32(v), 0.0, 0.0]
    v = list(v)
    return _f32s(v + [0.0, 0.0] if len(v) == 2 else v)


#: name -> (MindSpore's op name, its parameters from a msgraph transform)
_TO: Dict[str, Callable[[Any], Any]] = {
    "TypeCast": lambda op: ("TypeCast", {"data_type": np.dtype(op.data_type).name}),
    "ToType": lambda op: ("TypeCast", {"data_type": np.dtype(op.data_type).name}),
    "ToNumber": lambda op: ("ToNumber", {"data_type": np.dtype(op.data_type).name}),
    "Fill": lambda op: ("Fill", _tensor_json(op.fill_value)),
    "OneHot": lambda op: ("OneHot", {"num_classes": op.num_classes, "smoothing_rate": float(op.smoothing_rate)}),
    "Duplicate": lambda op: ("Duplicate", None),
    "Slice": lambda op: ("Slice", None),
    "Unique": lambda op: ("Unique", None),
    "HWC2CHW": lambda op: ("HwcToChw", None),
    "Mask": lambda op: ("Mask", {"constant": _tensor_json(op.constant),
                                 "dtype": _DE_TYPE.index(np.dtype(op.dtype or np.bool_).name)
                                 if np.dtype(op.dtype or np.bool_).name in _DE_TYPE else 1,
                                 "op": int(op.operator)}),
    "PadEnd": lambda op: ("PadEnd", {"pad_shape": [int(x) for x in op.pad_shape],
                                     "pad_value": _tensor_json(op.pad_value if op.pad_value is not None else 0)}),
    "Concatenate": lambda op: ("Concatenate", {"axis": op.axis}),
    "Decode": lambda op: ("Decode", _cpu({"rgb": True})),
    "Resize": lambda op: ("Resize", _cpu({"interpolation": _inter(op.interpolation), "size": _size_list(op.size)})),
    "Rescale": lambda op: ("Rescale", {"rescale": _f32(op.rescale), "shift": _f32(op.shift)}),
    "Normalize": lambda op: ("Normalize", _cpu({"is_hwc": bool(op.is_hwc), "mean": _f32s(op.mean),
                                                "std": _f32s(op.std)})),
    "NormalizePad": lambda op: ("NormalizePad", {"dtype": str(op.dtype), "is_hwc": bool(op.is_hwc),
                                                 "mean": _f32s(op.mean), "std": _f32s(op.std)}),
    "CenterCrop": lambda op: ("CenterCrop", {"size": _hw(op)}),
    "RandomCrop": lambda op: ("RandomCrop", {"fill_value": _fill3(op.fill_value), "pad_if_needed":
                                             bool(op.pad_if_needed), "padding": [int(x) for x in (op.padding or
                                                                                                  (0, 0, 0, 0))],
                                             "padding_mode": _border(op.padding_mode), "size": _hw(op)}),
    "RandomHorizontalFlip": lambda op: ("RandomHorizontalFlip", {"prob": _f32(op.prob)}),
    "RandomVerticalFlip": lambda op: ("RandomVerticalFlip", {"prob": _f32(op.prob)}),
    "HorizontalFlip": lambda op: ("HorizontalFlip", _cpu({})),
    "VerticalFlip": lambda op: ("VerticalFlip", _cpu({})),
    "Invert": lambda op: ("Invert", _cpu({})),
    "Equalize": lambda op: ("Equalize", _cpu({})),
    "AutoContrast": lambda op: ("AutoContrast", _cpu({"cutoff": _f32(op.cutoff), "ignore": [int(i) for i in
                                                                                             (op.ignore or [])]})),
    "RandomRotation": lambda op: ("RandomRotation", {
        "center": _f32s(op.center) if op.center is not None else [], "degrees": _f32s(op.degrees),
        "expand": bool(op.expand), "fill_value": _fill3(op.fill_value), "resample": _inter(op.resample)}),
    "Rotate": lambda op: ("Rotate", _cpu({
        "center": _f32s(op.center) if op.center is not None else [], "degree": _f32(op.degrees),
        "expand": bool(op.expand), "fill_value": _fill3(op.fill_value), "resample": _inter(op.resample)})),
    "RandomColorAdjust": lambda op: ("RandomColorAdjust", {
        "brightness": _f32s(op.brightness), "contrast": _f32s(op.contrast), "hue": _f32s(op.hue),
        "saturation": _f32s(op.saturation)}),
    "RandomResizedCrop": lambda op: ("RandomResizedCrop", {
        "interpolation": _inter(op.interpolation), "max_attempts": int(op.max_attempts), "ratio": _f32s(op.ratio),
        "scale": _f32s(op.scale), "size": _hw(op)}),
    "RandomCropDecodeResize": lambda op: ("RandomCropDecodeResize", {
        "interpolation": _inter(op.interpolation), "max_attempts": int(op.max_attempts), "ratio": _f32s(op.ratio),
        "scale": _f32s(op.scale), "size": _hw(op)}),
    "RandomAffine": lambda op: ("RandomAffine", {
        "degrees": _f32s(op.degrees), "fill_value": _fill3(op.fill_value), "resample": _inter(op.resample),
        "scale": _f32s(op.scale) if op.scale is not None else [1.0, 1.0], "shear": _affine_shear(op.shear),
        "translate": _f32s(op.translate) if op.translate is not None else [0.0, 0.0, 0.0, 0.0]}),
    "RandomSharpness": lambda op: ("RandomSharpness", {"degrees": _f32s(op.degrees)}),
    "RandomColor": lambda op: ("RandomColor", {"degrees": _f32s(op.degrees)}),
    "Pad": lambda op: ("Pad", _cpu({"fill_value": _fill3(op.fill_value), "padding": [int(x) for x in op.padding],
                                    "padding_mode": _border(op.padding_mode)})),
    "RandomSolarize": lambda op: ("RandomSolarize", {"threshold": [int(x) for x in op.threshold]}),
    "Crop": lambda op: ("Crop", _cpu({"coordinates": [int(op.left), int(op.top)], "size": _hw(op)})),
    "ToTensor": lambda op: ("ToTensor", {"output_type": np.dtype(op.output_type).name}),
    "ConvertColor": lambda op: ("ConvertColor", _cpu({"convert_mode": int(op.convert_mode)})),
    "CutOut": lambda op: ("CutOut", {"is_hwc": bool(op.is_hwc), "length": int(op.length),
                                     "num_patches": int(op.num_patches)}),
    "Perspective": lambda op: ("Perspective", _cpu({"end_points": op.end_points, "interpolation":
                                                    _inter(op.interpolation), "start_points": op.start_points})),
    "AdjustBrightness": lambda op: ("AdjustBrightness", _cpu({"brightness_factor": _f32(op.factor)})),
    "Affine": lambda op: ("Affine", _cpu({
        "degrees": _f32(op.degrees), "fill_value": _fill3(op.fill_value), "resample": _inter(op.resample),
        "scale": _f32(op.scale), "shear": _f32s(op.shear), "translate": _f32s(op.translate)})),
    "GaussianBlur": lambda op: ("GaussianBlur", _cpu({
        "kernel_size": _size_list(init_arguments(op).get("kernel_size", op.kernel_size)),
        "sigma": _f32s(_listed(init_arguments(op).get("sigma")) or [0.0])})),
    "RandomResize": lambda op: ("RandomResize", {"size": _size_list(op.size)}),
    "MixUpBatch": lambda op: ("MixUpBatch", {"alpha": _f32(op.alpha)}),
    "CutMixBatch": lambda op: ("CutMixBatch", {"alpha": _f32(op.alpha), "image_batch_format": int(bool(op.nchw)),
                                               "prob": _f32(op.prob)}),
    "RandomPosterize": lambda op: ("RandomPosterize", {"bits": [int(b) for b in op.bits]}),
    "Posterize": lambda op: ("Posterize", _cpu({"bits": int(op.bits)})),
    "ResizeWithBBox": lambda op: ("ResizeWithBBox", {"interpolation": _inter(op.interpolation),
                                                     "size": _size_list(op.size)}),
}


def _listed(v: Any) -> Any:
    return None if v is None else list(v) if isinstance(v, (list, tuple)) else [v]


def _first(v: Any) -> Any:
    return v[0] if isinstance(v, (list, tuple)) and len(v) == 1 else tuple(v) if isinstance(v, list) else v


def _fill_back(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


#: MindSpore's op name -> (msgraph class path, constructor keyword arguments from its parameters)
_FROM: Dict[str, Any] = {
    "TypeCast": ("transforms.TypeCast", lambda p: {"data_type": np.dtype(p["data_type"])}),
    "ToNumber": ("text.ToNumber", lambda p: {"data_type": np.dtype(p["data_type"])}),
    "Fill": ("transforms.Fill", lambda p: {"fill_value": _tensor_back(p)}),
    "OneHot": ("transforms.OneHot", lambda p: dict(p)),
    "Duplicate": ("transforms.Duplicate", lambda p: {}),
    "Unique": ("transforms.Unique", lambda p: {}),
    "HwcToChw": ("vision.HWC2CHW", lambda p: {}),
    "PadEnd": ("transforms.PadEnd", lambda p: {"pad_shape": p["pad_shape"], "pad_value": _tensor_back(p["pad_value"])}),
    "Decode": ("vision.Decode", lambda p: {}),
    "Resize": ("vision.Resize", lambda p: {"size": _first(p["size"]), "interpolation": _inter_back(p["interpolation"])}),
    "Rescale": ("vision.Rescale", lambda p: dict(p)),
    "Normalize": ("vision.Normalize", lambda p: {"mean": p["mean"], "std": p["std"], "is_hwc": p["is_hwc"]}),
    "NormalizePad": ("vision.NormalizePad", lambda p: {"mean": p["mean"], "std": p["std"], "dtype": p["dtype"],
                                                       "is_hwc": p["is_hwc"]}),
    "CenterCrop": ("vision.CenterCrop", lambda p: {"size": tuple(p["size"])}),
    "RandomCrop": ("vision.RandomCrop", lambda p: {
        "size": tuple(p["size"]), "padding": tuple(p["padding"]), "pad_if_needed": p["pad_if_needed"],
        "fill_value": _fill_back(p["fill_value"]), "padding_mode": _border_back(p["padding_mode"])}),
    "RandomHorizontalFlip": ("vision.RandomHorizontalFlip", lambda p: dict(p)),
    "RandomVerticalFlip": ("vision.RandomVerticalFlip", lambda p: dict(p)),
    "HorizontalFlip": ("vision.HorizontalFlip", lambda p: {}),
    "VerticalFlip": ("vision.VerticalFlip", lambda p: {}),
    "Invert": ("vision.Invert", lambda p: {}),
    "Equalize": ("vision.Equalize", lambda p: {}),
    "AutoContrast": ("vision.AutoContrast", lambda p: {"cutoff": p["cutoff"], "ignore": p["ignore"] or None}),
    "RandomRotation": ("vision.RandomRotation", lambda p: {
        "degrees": tuple(p["degrees"]), "resample": _inter_back(p["resample"]), "expand": p["expand"],
        "center": tuple(p["center"]) if p["center"] else None, "fill_value": _fill_back(p["fill_value"])}),
    "Rotate": ("vision.Rotate", lambda p: {
        "degrees": p["degree"], "resample": _inter_back(p["resample"]), "expand": p["expand"],
        "center": tuple(p["center"]) if p["center"] else None, "fill_value": _fill_back(p["fill_value"])}),
    "RandomColorAdjust": ("vision.RandomColorAdjust", lambda p: {k: tuple(v) for k, v in p.items()}),
    "RandomResizedCrop": ("vision.RandomResizedCrop", lambda p: {
        "size": tuple(p["size"]), "scale": tuple(p["scale"]), "ratio": tuple(p["ratio"]),
        "interpolation": _inter_back(p["interpolation"]), "max_attempts": p["max_attempts"]}),
    "RandomCropDecodeResize": ("vision.RandomCropDecodeResize", lambda p: {
        "size": tuple(p["size"]), "scale": tuple(p["scale"]), "ratio": tuple(p["ratio"]),
        "interpolation": _inter_back(p["interpolation"]), "max_attempts": p["max_attempts"]}),
    "RandomAffine": ("vision.RandomAffine", lambda p: {
        "degrees": tuple(p["degrees"]), "translate": tuple(p["translate"]), "scale": tuple(p["scale"]),
        "shear": tuple(p["shear"]), "resample": _inter_back(p["resample"]), "fill_value": _fill_back(p["fill_value"])}),
    "RandomSharpness": ("vision.RandomSharpness", lambda p: {"degrees": tuple(p["degrees"])}),
    "RandomColor": ("vision.RandomColor", lambda p: {"degrees": tuple(p["degrees"])}),
    "Pad": ("vision.Pad", lambda p: {"padding": tuple(p["padding"]), "fill_value": _fill_back(p["fill_value"]),
                                     "padding_mode": _border_back(p["padding_mode"])}),
    "RandomSolarize": ("vision.RandomSolarize", lambda p: {"threshold": tuple(p["threshold"])}),
    "Crop": ("vision.Crop", lambda p: {"coordinates": tuple(p["coordinates"][::-1]), "size": tuple(p["size"])}),
    "ToTensor": ("vision.ToTensor", lambda p: {"output_type": np.dtype(p["output_type"])}),
    "ConvertColor": ("vision.ConvertColor", lambda p: {"convert_mode": _convert_mode(p["convert_mode"])}),
    "CutOut": ("vision.CutOut", lambda p: dict(p)),
    "Affine": ("vision.Affine", lambda p: {
        "degrees": p["degrees"], "translate": p["translate"], "scale": p["scale"], "shear": p["shear"],
        "resample": _inter_back(p["resample"]), "fill_value": _fill_back(p["fill_value"])}),
    "GaussianBlur": ("vision.GaussianBlur", lambda p: {"kernel_size": _first(p["kernel_size"]),
                                                       "sigma": _first(p["sigma"])}),
    "RandomResize": ("vision.RandomResize", lambda p: {"size": _first(p["size"])}),
    "MixUpBatch": ("vision.MixUpBatch", lambda p: dict(p)),
    "CutMixBatch": ("vision.CutMixBatch", lambda p: {"image_batch_format": _batch_format(p["image_batch_format"]),
                                                     "alpha": p["alpha"], "prob": p["prob"]}),
    "RandomPosterize": ("vision.RandomPosterize", lambda p: {"bits": tuple(p["bits"])}),
    "Posterize": ("vision.Posterize", lambda p: {"bits": p["bits"]}),
    "ResizeWithBBox": ("vision.ResizeWithBBox", lambda p: {"size": _first(p["size"]),
                                                           "interpolation": _inter_back(p["interpolation"])}),
}


def _convert_mode(code: int) -> Any:
    from ..vision import ConvertMode

    return ConvertMode(int(code))


def _batch_format(code: int) -> Any:
    from ..vision.utils import ImageBatchFormat

    return ImageBatchFormat(int(code))


def _module(path: str) -> Any:
    import importlib

    pkg, _, name = path.rpartition(".")
    mod = importlib.import_module(f"msgraph.dataset.{pkg}")
    return getattr(mod, name)


def _name(op: Any) -> str:
    return type(op).__name__


def _is_compound(op: Any) -> bool:
    from ..transforms.transforms import _Compound

    return isinstance(op, _Compound)


def _is_python(op: Any, pil: bool) -> bool:
    """Whether MindSpore runs ``op`` in Python at this point of a map's list (``pil``: the image is a PIL image)."""
    from ..transforms.transforms import PyTensorOperation

    if not isinstance(op, PyTensorOperation):
        return True                   # a user function
    name = _name(op)
    if name in _PY_ONLY or (name == "Decode" and getattr(op, "to_pil", False)):
        return True
    if name == "ToTensor" or _is_compound(op):
        return False
    return pil and name in _PY_CAPABLE


def _pil_after(op: Any, pil: bool) -> bool:
    name = _name(op)
    if name == "ToPIL" or (name == "Decode" and getattr(op, "to_pil", False)):
        return True
    if name in ("ToTensor", "ToNumpy"):
        return False
    if _is_compound(op):
        for t in _compound_items(op):
            pil = _pil_after(t, pil)
        return pil
    from ..transforms.transforms import PyTensorOperation

    if pil and isinstance(op, PyTensorOperation) and name not in _PY_CAPABLE:
        return False            # a C++ transform hands on a numpy image
    return pil


_PY_PARAM_DROP = {"self"}


def _jsonable(v: Any) -> Any:
    from enum import Enum

    if isinstance(v, Enum):
        name = v.name
        if type(v).__name__ == "Inter":
            return _PIL_INTER.get(name, 0)
        return v.value if isinstance(v.value, (str, int)) else name
    if isinstance(v, np.dtype) or isinstance(v, type) and issubclass(v, np.generic):
        return np.dtype(v).name
    if isinstance(v, np.ndarray):
        return v.tolist()
    if isinstance(v, np.generic):
        return v.item()
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    return str(v)


def _python_op_json(op: Any) -> Dict[str, Any]:
    from ..transforms.transforms import PyTensorOperation

    if isinstance(op, _UnreadablePyFunc):
        raise PipelineError("Failed to find key 'tensor_op_params' in PyFuncOp' JSON file or input dict")
    if not isinstance(op, PyTensorOperation):        # a user function: its name only (MindSpore warns)
        from ..core import pipeline  # noqa: F401
        import logging

        logging.getLogger("mindspore.dataset").warning(
            "Serialization of user-defined Python functions is not supported. Any produced serialized JSON file "
            "output for this dataset pipeline is not valid to be deserialized.")
        fn = op
        name = getattr(fn, "__name__", None) or type(fn).__name__
        return {"python_module": "mindspore.dataset.transforms.py_transforms_util", "tensor_op_name": name}
    name = _name(op)
    if _is_compound(op):
        params: Dict[str, Any] = {"device_target": "CPU", "implementation": 1, "output_type": "float64"}
        if hasattr(op, "prob"):
            params["prob"] = float(op.prob)
        params["transforms"] = [_python_op_json(t) for t in _compound_items(op)]
        module = "mindspore.dataset.transforms.transforms"
    else:
        params = _python_params(name, init_arguments(op))
        params.update(implementation=0 if name == "ToNumpy" else 1, output_type="float64", transforms=[])
        if name in _TO:             # a transform with a C++ twin carries its device target
            params["device_target"] = "CPU"
        if not name.startswith("Random") and name != "Decode":
            params["random"] = False
        module = "mindspore.dataset.vision.transforms"
        if type(op).__module__.startswith("msgraph.dataset.transforms"):
            module = "mindspore.dataset.transforms.transforms"
    return {"python_module": module, "tensor_op_name": name, "tensor_op_params": params}


def _python_params(name: str, args: Dict[str, Any]) -> Dict[str, Any]:
    """A Python-implemented transform's arguments as MindSpore keeps them (fill values for three channels, four
    paddings, (h, w) sizes, a degrees range, four shears; Resize's ``c_size`` / ``py_size``)."""
    p = {k: _jsonable(v) for k, v in args.items() if k not in _PY_PARAM_DROP}
    if "fill_value" in p and isinstance(p["fill_value"], (int, float)):
        p["fill_value"] = [p["fill_value"]] * 3
    if "padding" in p and name in ("Pad", "RandomCrop"):
        v = p["padding"]
        v = 0 if v is None else v
        v = [v] * 4 if isinstance(v, (int, float)) else v * 2 if len(v) == 2 else v
        p["padding"] = v
    if name in ("RandomCrop", "CenterCrop", "RandomResizedCrop") and isinstance(p.get("size"), int):
        p["size"] = [p["size"]] * 2
    if name in ("RandomAffine", "RandomRotation") and isinstance(p.get("degrees"), (int, float)):
        p["degrees"] = [-p["degrees"], p["degrees"]]
    if name == "RandomAffine" and p.get("shear") is None:
        p["shear"] = [0.0, 0.0, 0.0, 0.0]
    if name == "Resize" and "size" in p:
        size = p.pop("size")
        p["c_size"] = size if isinstance(size, list) else [size]
        p["py_size"] = size
    return p


def _compound_items(op: Any) -> List[Any]:
    items = getattr(op, "transforms", None)
    if items is None and hasattr(op, "compose"):
        items = op.compose.transforms
    return list(items or [])


def _cpp_op_json(op: Any) -> Dict[str, Any]:
    name = _name(op)
    if name in ("RandomApply", "RandomChoice", "UniformAugment"):
        params: Dict[str, Any] = {"transforms": [_cpp_op_json(t) for t in _compound_items(op)]}
        if name == "RandomApply":
            params["prob"] = float(op.prob)
        if name == "UniformAugment":
            params["num_ops"] = int(op.num_ops)
        return {"tensor_op_name": name, "tensor_op_params": params}
    maker = _TO.get(name)
    if maker is None:
        return {"tensor_op_name": name, "tensor_op_params": None}
    jname, params = maker(op)
    return {"tensor_op_name": jname, "tensor_op_params": params}


def operations_to_json(ops: List[Any]) -> List[Dict[str, Any]]:
    """A map's operations as MindSpore lists them: a Compose of C++ transforms is its transforms; two or more
    transforms in a row that run in Python become one Python Compose."""
    from ..transforms.transforms import Compose

    flat: List[Any] = []
    for op in ops:
        flat.extend(_compound_items(op) if isinstance(op, Compose) else [op])
    out: List[Dict[str, Any]] = []
    run: List[Any] = []
    pil = False

    def flush() -> None:
        if len(run) == 1:
            out.append(_python_op_json(run[0]))
        elif run:
            items = [_python_op_json(t) for t in run]
            params = {"device_target": "CPU", "implementation": 1, "output_type": "float64", "transforms": items}
            if all((t.get("tensor_op_params") or {}).get("random", True) is False for t in items):
                params["random"] = False        # MindSpore's Compose of transforms none of which is random
            out.append({"python_module": "mindspore.dataset.transforms.transforms", "tensor_op_name": "Compose",
                        "tensor_op_params": params})
        run.clear()

    for op in flat:
        python = _is_python(op, pil)
        if _is_compound(op) and not python:
            python = any(_is_python(t, pil) for t in _compound_items(op))
        if python:
            run.append(op)
        else:
            flush()
            out.append(_cpp_op_json(op))
        pil = _pil_after(op, pil)
    flush()
    return out


def operation_from_json(j: Dict[str, Any]) -> Any:
    name = j.get("tensor_op_name")
    params = j.get("tensor_op_params")
    if "python_module" in j:
        if params is None:      # a user function: MindSpore reads it as a PyFuncOp without parameters
            return _UnreadablePyFunc(name)
        params = dict(params)
        for key in ("implementation", "output_type", "random", "device_target", "c_size"):
            params.pop(key, None)
        if "py_size" in params:
            params["size"] = params.pop("py_size")
        transforms = [operation_from_json(t) for t in params.pop("transforms", [])]
        if name in ("Compose", "RandomApply", "RandomChoice", "RandomOrder"):
            cls = _module(f"transforms.{name}")
            return cls(transforms, **params)
        for pkg in ("vision", "transforms"):
            try:
                cls = _module(f"{pkg}.{name}")
                break
            except AttributeError:
                continue
        else:
            raise _NoReaderError(f"Invalid data, unsupported operation: {name}")
        return cls(**{k: _py_back(k, v) for k, v in params.items()})
    if name == "UniformAugment":
        transforms = [operation_from_json(t) for t in params["transforms"]]
        return _module("vision.UniformAugment")(transforms, params["num_ops"])
    entry = _FROM.get(name)
    if entry is None or name in _NO_READER:
        raise _NoReaderError(f"Invalid data, unsupported operation: {name}")
    path, args = entry
    params = dict(params or {})
    params.pop("device_target", None)
    return _module(path)(**args(params))


def _py_back(key: str, v: Any) -> Any:
    from ..vision.utils import Border, Inter

    if key in ("interpolation", "resample") and isinstance(v, int):
        back = {0: Inter.NEAREST, 1: Inter.ANTIALIAS, 2: Inter.BILINEAR, 3: Inter.BICUBIC, 4: Inter.AREA}
        return back.get(v, Inter.BILINEAR)
    if key == "padding_mode" and isinstance(v, str):
        return Border(v)
    if isinstance(v, list):
        return tuple(v)
    return v


class _UnreadablePyFunc:
    """A user function read back from JSON: MindSpore's PyFuncOp without its function."""

    def __init__(self, name: str) -> None:
        self.__name__ = name

    def __call__(self, *args: Any) -> Any:
        raise PipelineError(f"Failed to find key 'tensor_op_params' in PyFuncOp' JSON file or input dict")


# -- dataset nodes ----------------------------------------------------------------------------------------------
def _source_common(node: Any, op_type: str) -> Dict[str, Any]:
    return {"children": [], "connector_queue_size": 16, "num_parallel_workers": _workers(node), "op_type": op_type}


def _sampled(node: Any, d: Dict[str, Any]) -> Dict[str, Any]:
    d["sampler"] = sampler_to_json(node.sampler)
    return d


def _files_common(node: Any, a: Dict[str, Any], files_key: str, files: Any) -> Dict[str, Any]:
    d = _source_common(node, type(node).__name__)
    d[files_key] = files
    d.update(num_samples=int(a.get("num_samples") or 0), num_shards=int(a.get("num_shards") or 1),
             shard_id=int(a.get("shard_id") or 0), shuffle=_shuffle_code(a.get("shuffle", True)
                                                                         if a.get("shuffle") is not None else True))
    return d


def _node_to_json(node: Any) -> Dict[str, Any]:
    from . import batch as B
    from . import datasets as D

    name = type(node).__name__
    a = _args(node)
    kids = [_node_to_json(c) for c in node.children]
    if isinstance(node, DeserializedDataset):
        node._fail_if_unreadable()
        return kids[0]
    if name == "ImageFolderDataset":
        d = _source_common(node, name)
        d.update(class_indexing=dict(a.get("class_indexing") or {}), dataset_dir=_realpath(a["dataset_dir"]),
                 decode=bool(a.get("decode", False)), extensions=list(a.get("extensions") or []), recursive=False)
        return _sampled(node, d)
    if name in ("MnistDataset", "Cifar10Dataset", "Cifar100Dataset", "FashionMnistDataset", "KMnistDataset"):
        d = _source_common(node, name)
        d.update(dataset_dir=_realpath(a["dataset_dir"]), usage=a.get("usage") or "all")
        return _sampled(node, d)
    if name == "CelebADataset":
        d = _source_common(node, name)
        d.update(dataset_dir=_realpath(a["dataset_dir"]) + ("/" if str(a["dataset_dir"]).endswith("/") else ""),
                 decode=bool(a.get("decode", False)), extensions=list(a.get("extensions") or []),
                 usage=a.get("usage") or "all")
        return _sampled(node, d)
    if name == "VOCDataset":
        d = _source_common(node, name)
        d.update(class_indexing=dict(a.get("class_indexing") or {}), dataset_dir=_realpath(a["dataset_dir"]),
                 decode=bool(a.get("decode", False)), extra_metadata=bool(a.get("extra_metadata", False)),
                 task=a.get("task") or "Segmentation", usage=a.get("usage") or "train")
        return _sampled(node, d)
    if name == "CocoDataset":
        d = _source_common(node, name)
        d.update(annotation_file=_realpath(a["annotation_file"]), dataset_dir=_realpath(a["dataset_dir"]),
                 decode=bool(a.get("decode", False)), extra_metadata=bool(a.get("extra_metadata", False)),
                 task=a.get("task") or "Detection")
        return _sampled(node, d)
    if name == "ManifestDataset":
        d = _source_common(node, name)
        d.update(class_indexing=dict(a.get("class_indexing") or {}), dataset_file=_realpath(a["dataset_file"]),
                 decode=bool(a.get("decode", False)), usage=a.get("usage") or "train")
        return _sampled(node, d)
    if name == "TFRecordDataset":
        files = a["dataset_files"]
        d = _files_common(node, a, "dataset_files", _realpath([files] if isinstance(files, str) else files))
        mode = _shuffle_code(a.get("shuffle"))
        d.update(columns_list=list(a.get("columns_list") or []), compression_type=a.get("compression_type") or "",
                 shard_equal_rows=bool(a.get("shard_equal_rows", False)), shuffle=mode,
                 shuffle_files=mode in (1, 2), shuffle_global=mode == 2)
        schema = a.get("schema")
        if isinstance(schema, str):
            d["schema_file_path"] = _realpath(schema)
        return d
    if name == "CSVDataset":
        files = a["dataset_files"]
        d = _files_common(node, a, "dataset_files", _realpath([files] if isinstance(files, str) else files))
        d.update(column_names=list(a.get("column_names") or []), field_delim=a.get("field_delim", ","))
        return d
    if name == "TextFileDataset":
        files = a["dataset_files"]
        return _files_common(node, a, "dataset_files", _realpath([files] if isinstance(files, str) else files))
    if name == "CLUEDataset":
        files = a["dataset_files"]
        d = _files_common(node, a, "dataset_dir", _realpath([files] if isinstance(files, str) else files))
        d.update(task=a.get("task") or "AFQMC", usage=a.get("usage") or "train")
        return d
    if isinstance(node, D.MapDataset):
        ins = list(node.input_columns or [])
        return {"callback": [], "children": kids, "connector_queue_size": 16, "input_columns": ins,
                "num_parallel_workers": _workers(node), "op_type": "Map",
                "operations": operations_to_json(node.operations),
                "output_columns": list(node.output_columns or ins)}
    if isinstance(node, B.BucketBatchByLengthDataset):
        return {"children": kids, "connector_queue_size": 16, "num_parallel_workers": _workers(node),
                "op_type": "BucketBatchByLength"}
    if isinstance(node, B.BatchDataset):
        d = {"batch_size": node.batch_size, "children": kids, "connector_queue_size": 16,
             "drop_remainder": bool(node.drop_remainder), "input_columns": list(node.input_columns or []),
             "num_parallel_workers": _workers(node), "op_type": "Batch",
             "output_columns": list(node.output_columns or [])}
        if node.per_batch_map is not None:
            d["per_batch_map"] = "pyfunc"
        return d
    simple = {"RepeatDataset": "Repeat", "SkipDataset": "Skip", "TakeDataset": "Take"}
    if name in simple:
        return {"children": kids, "count": int(node.count), "op_type": simple[name]}
    if isinstance(node, D.ShuffleDataset):
        return {"buffer_size": int(node.buffer_size), "children": kids, "op_type": "Shuffle",
                "reset_each_epoch": True}
    if isinstance(node, D.ProjectDataset):
        return {"children": kids, "columns": list(node.columns), "op_type": "Project"}
    if isinstance(node, D.RenameDataset):
        return {"children": kids, "input_columns": list(node.input_columns), "op_type": "Rename",
                "output_columns": list(node.output_columns)}
    if isinstance(node, D.ZipDataset):
        return {"children": kids, "connector_queue_size": 16, "num_parallel_workers": _workers(node),
                "op_type": "Zip"}
    if isinstance(node, D.ConcatDataset):
        sizes = [int(c.get_dataset_size()) for c in node.children]
        return {"children": kids, "children_flag_and_nums": [[0, s] for s in sizes], "children_sizes": sizes,
                "children_start_end_index": [[-1, -1] for _ in sizes], "op_type": "Concat",
                "sampler": {"num_samples": 0, "sampler_name": "SequentialSampler", "start_index": 0}}
    if isinstance(node, D.FilterDataset):
        return {"children": kids, "input_columns": list(node.input_columns or []),
                "num_parallel_workers": _workers(node), "op_type": "Filter", "predicate": "pyfunc"}
    if isinstance(node, D.TransferDataset):
        qname = node.__dict__.setdefault("_queue_name", str(uuid.uuid1()))
        return {"children": kids, "create_data_info_queue": False, "device_id": 0, "device_type": "CPU",
                "op_type": "Transfer", "queue_name": qname, "send_epoch_end": True, "total_batch": 0}
    if isinstance(node, D.SyncWaitDataset):
        return {"children": kids, "connector_queue_size": 16, "num_parallel_workers": _workers(node),
                "op_type": "SyncWait"}
    if name in ("GeneratorDataset", "NumpySlicesDataset"):
        d = _source_common(node, "GeneratorDataset")
        d["num_parallel_workers"] = _workers(node, 1)
        return d
    d = _source_common(node, name)
    d["children"] = kids
    return d


def _build(j: Any) -> Any:
    from .. import engine as E

    if not isinstance(j, dict) or "op_type" not in j:
        raise PipelineError("Invalid data, failed to find key 'op_type' in the JSON file or input dict.")
    op = j["op_type"]
    kids = [_build(c) for c in j.get("children", [])]
    w = j.get("num_parallel_workers")
    if op == "ImageFolderDataset":
        return E.ImageFolderDataset(j["dataset_dir"], num_parallel_workers=w, sampler=sampler_from_json(j["sampler"]),
                                    extensions=j.get("extensions") or None,
                                    class_indexing=j.get("class_indexing") or None, decode=j.get("decode", False))
    if op in ("MnistDataset", "Cifar10Dataset", "Cifar100Dataset"):
        return getattr(E, op)(j["dataset_dir"], usage=j.get("usage"), num_parallel_workers=w,
                              sampler=sampler_from_json(j["sampler"]))
    if op == "CelebADataset":
        return E.CelebADataset(j["dataset_dir"], num_parallel_workers=w, decode=j.get("decode", False),
                               usage=j.get("usage", "all"), extensions=j.get("extensions") or None,
                               sampler=sampler_from_json(j["sampler"]))
    if op == "VOCDataset":
        return E.VOCDataset(j["dataset_dir"], task=j.get("task"), usage=j.get("usage"),
                            class_indexing=j.get("class_indexing") or None, num_parallel_workers=w,
                            decode=j.get("decode", False), sampler=sampler_from_json(j["sampler"]),
                            extra_metadata=j.get("extra_metadata", False))
    if op == "CocoDataset":
        return E.CocoDataset(j["dataset_dir"], j["annotation_file"], task=j.get("task", "Detection"),
                             num_parallel_workers=w, decode=j.get("decode", False),
                             sampler=sampler_from_json(j["sampler"]), extra_metadata=j.get("extra_metadata", False))
    if op == "ManifestDataset":
        return E.ManifestDataset(j["dataset_file"], usage=j.get("usage", "train"), num_parallel_workers=w,
                                 sampler=sampler_from_json(j["sampler"]), class_indexing=j.get("class_indexing") or None,
                                 decode=j.get("decode", False))
    if op in ("TFRecordDataset", "CSVDataset", "TextFileDataset", "CLUEDataset"):
        from .mindrecord import Shuffle

        shuffle = {0: False, 1: Shuffle.FILES, 2: Shuffle.GLOBAL, 3: Shuffle.INFILE}.get(j.get("shuffle", 2), True)
        shard = dict(num_shards=j["num_shards"], shard_id=j["shard_id"]) if j.get("num_shards", 1) > 1 else {}
        common = dict(num_samples=j.get("num_samples") or None, num_parallel_workers=w, shuffle=shuffle, **shard)
        if op == "TFRecordDataset":
            if shuffle is Shuffle.INFILE:
                common["shuffle"] = Shuffle.INFILE
            return E.TFRecordDataset(j["dataset_files"], schema=j.get("schema_file_path"),
                                     columns_list=j.get("columns_list") or None,
                                     shard_equal_rows=j.get("shard_equal_rows", False),
                                     compression_type=j.get("compression_type") or None, **common)
        if op == "CSVDataset":
            return E.CSVDataset(j["dataset_files"], field_delim=j.get("field_delim", ","),
                                column_names=j.get("column_names") or None, **common)
        if op == "TextFileDataset":
            return E.TextFileDataset(j["dataset_files"], **common)
        return E.CLUEDataset(j["dataset_dir"], task=j.get("task", "AFQMC"), usage=j.get("usage", "train"), **common)
    if op == "Map":
        ops = [operation_from_json(o) for o in j["operations"]]
        ins = j.get("input_columns") or None
        outs = j.get("output_columns") or None
        return kids[0].map(ops, input_columns=ins, output_columns=outs if outs != ins else None,
                           num_parallel_workers=w)
    if op == "Batch":
        if "per_batch_map" in j:
            raise _NoReaderError("Invalid data, unsupported operation type: Batch (per_batch_map is a Python "
                                 "function)")
        return kids[0].batch(j["batch_size"], drop_remainder=j.get("drop_remainder", False), num_parallel_workers=w,
                             input_columns=j.get("input_columns") or None,
                             output_columns=j.get("output_columns") or None)
    if op == "Repeat":
        return kids[0].repeat(j["count"])
    if op == "Skip":
        return kids[0].skip(j["count"])
    if op == "Take":
        return kids[0].take(j["count"])
    if op == "Shuffle":
        return kids[0].shuffle(j["buffer_size"])
    if op == "Project":
        return kids[0].project(j["columns"])
    if op == "Rename":
        return kids[0].rename(j["input_columns"], j["output_columns"])
    if op == "Zip":
        return E.zip(tuple(kids))
    if op == "Concat":
        node = kids[0]
        return node.concat(kids[1:])
    if op == "Transfer":
        node = E.datasets.TransferDataset(kids[0])
        node._queue_name = j.get("queue_name", str(uuid.uuid1()))
        return node
    raise _NoReaderError(f"Invalid data, unsupported operation type: {op}")


class DeserializedDataset(Dataset):
    """``ds.deserialize``'s dataset: the pipeline read back from JSON (MindSpore reads it when the dataset is
    first used, so a pipeline it cannot rebuild fails then, with its RuntimeError)."""

    def __init__(self, input_obj: Any) -> None:
        self.input_obj = input_obj
        self._error: Optional[BaseException] = None
        built = None
        try:
            j = input_obj
            if not isinstance(j, dict):
                try:
                    with open(j, "r") as f:
                        j = json.load(f)
                except (OSError, ValueError) as exc:
                    raise PipelineError(f"Invalid file, failed to open json file: {j}") from exc
            built = _build(j)
        except PipelineError as exc:
            self._error = exc
        except (TypeError, ValueError, KeyError) as exc:
            self._error = PipelineError(f"Invalid data, failed to parse the JSON pipeline: {exc}")
        super().__init__([built] if built is not None else [])

    def _fail_if_unreadable(self) -> None:
        if self._error is not None:
            raise self._error

    def _check_tree(self, root: bool = True) -> None:
        self._fail_if_unreadable()
        super()._check_tree(root)

    def _prepare_run(self, root: bool = True) -> None:
        self._fail_if_unreadable()
        super()._prepare_run(root)

    def _rows(self, ctx: Any) -> Any:
        self._fail_if_unreadable()
        return self.children[0]._rows(ctx)

    def _col_names(self) -> List[str]:
        self._fail_if_unreadable()
        return self.children[0]._col_names()

    def _size(self) -> Optional[int]:
        self._fail_if_unreadable()
        return self.children[0]._size_or_count()


# -- the public functions ---------------------------------------------------------------------------------------
def serialize(dataset: Any, json_filepath: str = "") -> Dict[str, Any]:
    """The pipeline ending at ``dataset`` as MindSpore's JSON dict; also written to ``json_filepath`` if given."""
    tree = _node_to_json(dataset)
    text = json.dumps(tree, sort_keys=True, separators=(",", ":"))
    if json_filepath:
        try:
            with open(json_filepath, "w") as f:
                f.write(text + "\n")
        except OSError as exc:
            raise PipelineError(f"Invalid file, failed to open json file: {json_filepath}, error: {exc}") from None
    return json.loads(text)


def deserialize(input_dict: Any = None, json_filepath: Optional[str] = None) -> Any:
    """A dataset from ``serialize``'s dict (or a file path given as ``input_dict``) or JSON file; None if neither
    is given."""
    data = None
    if input_dict:
        data = DeserializedDataset(input_dict)
    if json_filepath:
        data = DeserializedDataset(json_filepath)
    return data


def show(dataset: Any, indentation: Optional[int] = 2) -> None:
    """Log the pipeline's JSON (logger.info of ``mindspore.dataset``)."""
    import logging

    logging.getLogger("mindspore.dataset").info(json.dumps(serialize(dataset), indent=indentation))


def compare(pipeline1: Any, pipeline2: Any) -> bool:
    """Whether the two pipelines serialize to the same JSON."""
    return serialize(pipeline1) == serialize(pipeline2)
