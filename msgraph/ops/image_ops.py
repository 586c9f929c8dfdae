"""Image and detection ops: IOU, BoundingBoxEncode, BoundingBoxDecode, CheckValid, NMSWithMask,
RandomChoiceWithMask, ROIAlign and CropAndResize.  Resizing (ResizeBilinear..., ``interpolate``) is in
:mod:`msgraph.ops.resize_ops`.

The detection ops are elementwise formulas over box coordinates (MindSpore's "+1" pixel convention).
"""
from __future__ import annotations

import math
from typing import Any, Tuple

import numpy as np

from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .registry import export, op_function, public_functions
from .resize_ops import _check_size


def _contiguous(a: Any) -> np.ndarray:
    """A C-contiguous copy when needed; a 0-d result stays 0-d (np.ascontiguousarray makes it 1-d)."""
    a = np.asarray(a)
    return a if a.flags.c_contiguous else np.ascontiguousarray(a).reshape(a.shape)


def _F():
    from . import functional

    return functional


# --- detection boxes ---------------------------------------------------------------------------------------
def _check_boxes(name: str, *boxes: Any, ints: Tuple[str, ...] = ()) -> None:
    for b in boxes:
        s = tuple(shape_of(b))
        if len(s) != 2 or s[1] != 4:
            raise ShapeError(f"For '{name}', the boxes must have shape (N, 4), but got {s}.")
        if np_dtype(b).kind != "f" and np.dtype(np_dtype(b)).name not in ints:
            raise DTypeError(f"For '{name}', the boxes must be float, but got {dtype_name(b)}.")


class IOU(CompositePrimitive):
    """IOU(mode='iou')(anchor_boxes (N, 4), gt_boxes (M, 4)) -> (M, N) intersection over union ('iou') or over the
    ground-truth area ('iof'); widths and heights count pixels (x2 - x1 + 1)."""

    _attrs = {"mode": "iou"}

    def _check_attrs(self) -> None:
        if self.attrs["mode"] not in ("iou", "iof"):
            raise ArgumentError(f"For 'IOU', the 'mode' must be 'iou' or 'iof', but got {self.attrs['mode']!r}.")

    def __call__(self, anchor_boxes: Any, gt_boxes: Any) -> Any:
        F = _F()
        _check_boxes("IOU", anchor_boxes, gt_boxes)
        if np_dtype(anchor_boxes) != np_dtype(gt_boxes):   # (measured, adapt40cpu)
            raise DTypeError("For primitive[IOU], the input type must be same.")
        n, m = shape_of(anchor_boxes)[0], shape_of(gt_boxes)[0]
        if n == 0 or m == 0:   # MindSpore 2.10: an empty (M, N) result (measured, adapt40cpu)
            return F.zeros((m, n), np_dtype(anchor_boxes))
        a = F.expand_dims(anchor_boxes, 0)   # (1, N, 4)
        g = F.expand_dims(gt_boxes, 1)       # (M, 1, 4)

        def col(t: Any, i: int) -> Any:
            return t[..., i]

        iw = F.relu(F.add(F.sub(F.minimum(col(a, 2), col(g, 2)), F.maximum(col(a, 0), col(g, 0))), 1.0))
        ih = F.relu(F.add(F.sub(F.minimum(col(a, 3), col(g, 3)), F.maximum(col(a, 1), col(g, 1))), 1.0))
        inter = F.mul(iw, ih)

        def area(t: Any) -> Any:
            return F.mul(F.add(F.sub(col(t, 2), col(t, 0)), 1.0), F.add(F.sub(col(t, 3), col(t, 1)), 1.0))

        if self.attrs["mode"] == "iof":
            return F.div(inter, area(g))
        return F.div(inter, F.sub(F.add(area(a), area(g)), inter))


@op_function
def iou(anchor_boxes: Any, gt_boxes: Any, mode: str = "iou") -> Any:
    """(M, N) overlaps of boxes ``anchor_boxes`` (N, 4) and ``gt_boxes`` (M, 4)."""
    return IOU(mode)(anchor_boxes, gt_boxes)


def _box_center(F: Any, b: Any) -> Tuple[Any, Any, Any, Any]:
    x1, y1, x2, y2 = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
    w = F.add(F.sub(x2, x1), 1.0)
    h = F.add(F.sub(y2, y1), 1.0)
    return F.mul(F.add(x1, x2), 0.5), F.mul(F.add(y1, y2), 0.5), w, h


def _check_box_attrs(name: str, attrs: Any) -> None:
    """MindSpore 2.10's __init__ checks: means and stds of 4 floats (ValueError / TypeError)."""
    for key in ("means", "stds"):
        v = attrs[key]
        if not isinstance(v, (tuple, list)):
            raise DTypeError(f"For '{name}', the type of '{key}' should be 'tuple', but got type "
                             f"'{user_type(v).__name__}'.")
        if len(v) != 4:
            raise ShapeError(f"For '{name}', the '{key} len' must be int and must = 4, but got '{len(v)}' with type "
                             "'int'.")
        for i, e in enumerate(v):
            if not isinstance(e, float):
                raise DTypeError(f"For '{name}', the type of '{key}[{i}]' should be 'float', but got type "
                                 f"'{user_type(e).__name__}'.")


def _check_box_pair(name: str, a: Any, b: Any) -> None:
    """MindSpore 2.10 (both modes; adapt39gpu/bounding_box_checks): float16 / float32 boxes of one dtype and one
    count (float64, mixed dtypes: TypeError; another count: ValueError)."""
    for x in (a, b):
        if np.dtype(np_dtype(x)).name not in ("float16", "float32"):
            raise DTypeError(f"For primitive[{name}], the input argument[x_dtype] must be a type of "
                             f"{{Tensor[Float16], Tensor[Float32]}}, but got Tensor[{dtype_name(x)}].")
    if np_dtype(a) != np_dtype(b):
        raise DTypeError(f"For primitive[{name}], the input type must be same.")
    sa, sb = tuple(shape_of(a)), tuple(shape_of(b))
    if sa and sb and isinstance(sa[0], int) and isinstance(sb[0], int) and sa[0] != sb[0]:
        raise ShapeError(f"For '{name}', the two inputs must have the same first dimension, but got {sa[0]} and "
                         f"{sb[0]}.")


class BoundingBoxEncode(CompositePrimitive):
    """BoundingBoxEncode(means=(0, 0, 0, 0), stds=(1, 1, 1, 1))(anchor_box, groundtruth_box) -> (N, 4) deltas
    (dx, dy, dw, dh), normalised by means and stds."""

    _attrs = {"means": (0.0, 0.0, 0.0, 0.0), "stds": (1.0, 1.0, 1.0, 1.0)}

    def _check_attrs(self) -> None:
        _check_box_attrs("BoundingBoxEncode", self.attrs)

    def __call__(self, anchor_box: Any, groundtruth_box: Any) -> Any:
        F = _F()
        _check_boxes("BoundingBoxEncode", anchor_box, groundtruth_box)
        _check_box_pair("BoundingBoxEncode", anchor_box, groundtruth_box)
        px, py, pw, ph = _box_center(F, anchor_box)
        gx, gy, gw, gh = _box_center(F, groundtruth_box)
        d = F.stack((F.div(F.sub(gx, px), pw), F.div(F.sub(gy, py), ph), F.log(F.div(gw, pw)),
                     F.log(F.div(gh, ph))), -1)
        dt = np_dtype(anchor_box)
        means = Tensor(np.asarray(self.attrs["means"], dt))
        stds = Tensor(np.asarray(self.attrs["stds"], dt))
        return F.div(F.sub(d, means), stds)


class BoundingBoxDecode(CompositePrimitive):
    """BoundingBoxDecode(max_shape, means=(0, 0, 0, 0), stds=(1, 1, 1, 1), wh_ratio_clip=0.016)(anchor_box, deltas)
    -> (N, 4) boxes, clipped to [0, width] and [0, height] of ``max_shape`` (height, width)."""

    _attrs = {"max_shape": None, "means": (0.0, 0.0, 0.0, 0.0), "stds": (1.0, 1.0, 1.0, 1.0),
              "wh_ratio_clip": 0.016}

    def _check_attrs(self) -> None:
        if self.attrs["max_shape"] is None:   # MindSpore 2.10: a required argument (TypeError)
            raise DTypeError("For 'BoundingBoxDecode', missing a required argument: 'max_shape'.")
        _check_box_attrs("BoundingBoxDecode", self.attrs)

    def __call__(self, anchor_box: Any, deltas: Any) -> Any:
        F = _F()
        _check_boxes("BoundingBoxDecode", anchor_box, deltas)
        _check_box_pair("BoundingBoxDecode", anchor_box, deltas)
        dt = np_dtype(anchor_box)
        d = F.add(F.mul(deltas, Tensor(np.asarray(self.attrs["stds"], dt))), Tensor(np.asarray(self.attrs["means"], dt)))
        limit = abs(math.log(self.attrs["wh_ratio_clip"]))
        dx, dy = d[:, 0], d[:, 1]
        dw = F.clip_by_value(d[:, 2], -limit, limit)
        dh = F.clip_by_value(d[:, 3], -limit, limit)
        px, py, pw, ph = _box_center(F, anchor_box)
        gw, gh = F.mul(pw, F.exp(dw)), F.mul(ph, F.exp(dh))
        gx, gy = F.add(px, F.mul(pw, dx)), F.add(py, F.mul(ph, dy))
        x1 = F.add(F.sub(gx, F.mul(gw, 0.5)), 0.5)
        y1 = F.add(F.sub(gy, F.mul(gh, 0.5)), 0.5)
        x2 = F.sub(F.add(gx, F.mul(gw, 0.5)), 0.5)
        y2 = F.sub(F.add(gy, F.mul(gh, 0.5)), 0.5)
        max_shape = self.attrs["max_shape"]
        if max_shape is not None:
            hmax, wmax = float(max_shape[0]), float(max_shape[1])  # MindSpore 2.10's CPU kernel: no - 1
            x1, x2 = F.clip_by_value(x1, 0.0, wmax), F.clip_by_value(x2, 0.0, wmax)
            y1, y2 = F.clip_by_value(y1, 0.0, hmax), F.clip_by_value(y2, 0.0, hmax)
        return F.stack((x1, y1, x2, y2), -1)


@op_function
def bounding_box_encode(anchor_box: Any, groundtruth_box: Any, means: Any = (0.0, 0.0, 0.0, 0.0),
                        stds: Any = (1.0, 1.0, 1.0, 1.0)) -> Any:
    """Deltas from anchor boxes to ground-truth boxes."""
    return BoundingBoxEncode(means, stds)(anchor_box, groundtruth_box)


@op_function
def bounding_box_decode(anchor_box: Any, deltas: Any, max_shape: Any, means: Any = (0.0, 0.0, 0.0, 0.0),
                        stds: Any = (1.0, 1.0, 1.0, 1.0), wh_ratio_clip: float = 0.016) -> Any:
    """Boxes from anchor boxes and deltas."""
    return BoundingBoxDecode(max_shape, means, stds, wh_ratio_clip)(anchor_box, deltas)


class CheckValid(CompositePrimitive):
    """CheckValid()(bboxes (N, 4), img_metas (height, width, ratio)) -> (N,) bool: the box lies inside the image."""

    def __call__(self, bboxes: Any, img_metas: Any) -> Any:
        F = _F()
        _check_boxes("CheckValid", bboxes, ints=("int16", "uint8"))  # MindSpore's CPU kernel takes these too
        for arg, t in (("bboxes", bboxes), ("metas", img_metas)):   # ... but not float64 (MindSpore 2.10's
            if hasattr(t, "dtype") and np.dtype(np_dtype(t)) == np.float64:   # TypeError; adapt41cpu)
                raise DTypeError(f"For primitive[CheckValid], the input argument[{arg}] must be a type of "
                                 "{Tensor[Float16], Tensor[Float32], Tensor[Int16], Tensor[UInt8]}, but got "
                                 "Tensor[Float64].")
        meta_shape = tuple(shape_of(img_metas))
        if len(meta_shape) != 1:
            raise ShapeError(f"For primitive[CheckValid], the img_metas rank must be equal to 1, but got {len(meta_shape)}.")
        if meta_shape[0] != 3:   # FasterRCNN's 4-element (h, w, scale_h, scale_w) metas stop here in MindSpore 2.10
            raise ShapeError(f"For 'CheckValid', the first dimension of 'img_metas' must equal to 3, but got: {meta_shape[0]}.")
        h = F.sub(F.mul(img_metas[0], img_metas[2]), 1.0)
        w = F.sub(F.mul(img_metas[1], img_metas[2]), 1.0)
        ok = F.logical_and(F.greater_equal(bboxes[:, 0], 0.0), F.greater_equal(bboxes[:, 1], 0.0))
        ok = F.logical_and(ok, F.less_equal(bboxes[:, 2], F.cast(w, bboxes.dtype)))
        return F.logical_and(ok, F.less_equal(bboxes[:, 3], F.cast(h, bboxes.dtype)))


# --- NMSWithMask / RandomChoiceWithMask (registry ops: data-dependent selections, no gradient) ------------
from ..common.aval import Aval  # noqa: E402
from .registry import OpKind, define_op  # noqa: E402

NMS_WITH_MASK = define_op("NMSWithMask", OpKind.OTHER, attrs={"iou_threshold": 0.5}, n_outputs=3,
                          differentiable=False,
                          doc="NMSWithMask(iou_threshold=0.5)(bboxes (N, 5) = x1, y1, x2, y2, score) -> (the boxes "
                              "sorted by score, int32 positions 0..N-1, bool keep mask) (MindSpore's CPU outputs).")
NMSWithMask = NMS_WITH_MASK.prim_class


def _check_nms(shape: Tuple[Any, ...], dtype: Any, thr: Any) -> None:
    if len(shape) != 2 or shape[1] != 5:
        raise ShapeError(f"For 'NMSWithMask', the 'bboxes' must have shape (N, 5), but got {tuple(shape)}.")
    if np.dtype(dtype).kind != "f":
        raise DTypeError(f"For 'NMSWithMask', the 'bboxes' must be float, but got {dtype_name(dtype)}.")
    if isinstance(thr, bool) or not isinstance(thr, (int, float)) or not 0 <= thr <= 1:
        raise ArgumentError(f"For 'NMSWithMask', the 'iou_threshold' must be in [0, 1], but got {thr!r}.")


def _nms_sort_order(scores: np.ndarray) -> np.ndarray:
    """The box order of MindSpore 2.10's CPU NMSWithMask: an ascending bitonic sorting network over the scores
    padded to a power of two with the dtype's largest value, read from the top down -- equal scores come out
    in the network's (not a stable sort's) order, and the kept boxes depend on it."""
    n = len(scores)
    size = 1
    while size < n:
        size *= 2
    data = np.full(size, np.finfo(scores.dtype).max, scores.dtype)
    data[:n] = scores
    idx = np.arange(size)
    i = np.arange(size)
    k = 2
    while k <= size:
        j = k // 2
        while j > 0:
            lo = i[(i ^ j) > i]
            hi = lo ^ j
            a, c = data[lo], data[hi]
            swap = np.where((lo & k) == 0, a > c, a < c)
            sl, sh = lo[swap], hi[swap]
            data[sl], data[sh] = c[swap], a[swap]
            idx[sl], idx[sh] = idx[sh].copy(), idx[sl].copy()
            j //= 2
        k *= 2
    return idx[:n][::-1]


@NMS_WITH_MASK.def_impl
def _nms_impl(bboxes: Any, iou_threshold: float = 0.5) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    b = np.asarray(bboxes)
    _check_nms(b.shape, b.dtype, iou_threshold)
    s = b[_nms_sort_order(b[:, 4])]
    x1, y1, x2, y2 = s[:, 0], s[:, 1], s[:, 2], s[:, 3]
    area = (x2 - x1) * (y2 - y1)
    keep = np.ones(len(s), bool)
    for i in range(len(s)):
        if not keep[i]:
            continue
        w = np.maximum(np.minimum(x2[i], x2[i + 1:]) - np.maximum(x1[i], x1[i + 1:]), 0)
        h = np.maximum(np.minimum(y2[i], y2[i + 1:]) - np.maximum(y1[i], y1[i + 1:]), 0)
        inter = w * h
        iou = inter / np.maximum(area[i] + area[i + 1:] - inter, np.finfo(s.dtype).tiny)
        keep[i + 1:] &= ~(iou > iou_threshold)
    return _contiguous(s), np.arange(len(s), dtype=np.int32), keep


@NMS_WITH_MASK.def_infer
def _nms_infer(bboxes: Aval, iou_threshold: float = 0.5) -> Tuple[Aval, Aval, Aval]:
    _check_nms(bboxes.shape, bboxes.dtype, iou_threshold)
    n = bboxes.shape[0]
    return Aval(bboxes.shape, bboxes.dtype), Aval((n,), np.dtype(np.int32)), Aval((n,), np.dtype(np.bool_))


RANDOM_CHOICE_WITH_MASK = define_op(
    "RandomChoiceWithMask", OpKind.OTHER, attrs={"count": 256, "seed": 0, "seed2": 0, "stream": 0}, n_outputs=2,
    differentiable=False, stateful=True,
    doc="RandomChoiceWithMask(count=256, seed=0, seed2=0)(input_x bool) -> (int32 (count, rank) coordinates of "
        "randomly chosen True elements, bool (count,) mask: False for the zero padding when there are fewer).")


class RandomChoiceWithMask(RANDOM_CHOICE_WITH_MASK.prim_class):
    """RandomChoiceWithMask(count=256, seed=0, seed2=0): each instance keeps its kernel's generator (a further
    call continues it, as MindSpore's)."""

    def __init__(self, count: int = 256, seed: int = 0, seed2: int = 0) -> None:
        from .random_extra import new_stream

        super().__init__(count=count, seed=seed, seed2=seed2)
        new_stream(self)


RandomChoiceWithMask.__module__ = "msgraph.ops"
RANDOM_CHOICE_WITH_MASK.prim_class = export(RandomChoiceWithMask)
RANDOM_CHOICE_WITH_MASK.node_state = True   # one kernel per Graph-mode call site


def _check_rcwm(shape: Tuple[Any, ...], dtype: Any, count: Any) -> None:
    if np.dtype(dtype) != np.bool_:
        raise DTypeError(f"For 'RandomChoiceWithMask', the 'input_x' must be bool, but got {dtype_name(dtype)}.")
    if not 1 <= len(shape) <= 5:
        raise ShapeError(f"For 'RandomChoiceWithMask', the rank of 'input_x' must be in [1, 5], but got {len(shape)}.")
    if isinstance(count, bool) or not isinstance(count, int) or count <= 0:
        raise ArgumentError(f"For 'RandomChoiceWithMask', the 'count' must be a positive int, but got {count!r}.")
    if count * len(shape) >= 2 ** 31 - 1:
        raise OpRuntimeError("For 'RandomChoiceWithMask', output size exceed INT_MAX.")


@RANDOM_CHOICE_WITH_MASK.def_impl
def _rcwm_impl(x: Any, count: int = 256, seed: int = 0, seed2: int = 0,
               stream: int = 0) -> Tuple[np.ndarray, np.ndarray]:
    """MindSpore's CPU kernel: the flat positions of the True elements shuffled by ``std::shuffle`` with
    ``std::default_random_engine`` seeded by Philox(seed, seed2) (the instance's engine continues at a later
    call), the first ``count`` of them as coordinates."""
    from .random_extra import _MinStdRand0, op_engine

    x = np.asarray(x)
    _check_rcwm(x.shape, x.dtype, count)
    engine = op_engine("RandomChoiceWithMask", seed, seed2, x.shape, _MinStdRand0, (), stream)
    flat = np.flatnonzero(x)
    order = engine.shuffle(list(range(len(flat))))[:count]
    coords = np.array(np.unravel_index(flat[order], x.shape), np.int64).T.astype(np.int32).reshape(len(order), x.ndim)
    out = np.zeros((count, x.ndim), np.int32)
    mask = np.zeros((count,), bool)
    out[:len(coords)] = coords
    mask[:len(coords)] = True
    return out, mask


@RANDOM_CHOICE_WITH_MASK.def_infer
def _rcwm_infer(x: Aval, count: int = 256, seed: int = 0, seed2: int = 0,
                stream: int = 0) -> Tuple[Aval, Aval]:
    _check_rcwm(x.shape, x.dtype, count)
    return Aval((count, len(x.shape)), np.dtype(np.int32)), Aval((count,), np.dtype(np.bool_))


# --- ROIAlign / ROIAlignGrad: kernels in roi_align.py (adaptive sample counts depend on the rois' values) -----
from .roi_align import ROIAlign, ROIAlignGrad  # noqa: E402,F401


# --- CropAndResize and its gradient ops: crop_and_resize.py (h-miss) -------------------------------------------------
from .crop_and_resize import CropAndResize, CropAndResizeGradBoxes, CropAndResizeGradImage  # noqa: E402,F401

__all__ = public_functions(globals())  # every function form defined here (op_function)
