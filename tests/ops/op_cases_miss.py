"""Sample cases for the ops h-miss (session 10) added: msgraph/ops/st_new_ops.py, crop_and_resize.py and the
ResizeBicubic pair of resize_ops.py.  The gradient checks use float64 inputs; ops whose output is float32 whatever
the input (CropAndResize, ScaleAndTranslate) are linear in the checked input, so a large step keeps the finite
difference exact up to float32 rounding."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.common import dtype as mstype
from msgraph.ops import operations as P
from msgraph.ops.operations import _grad_ops as G

NON_DIFFERENTIABLE_MISS: List[str] = [
    "BatchNormGradGrad", "CropAndResizeGradBoxes", "CropAndResizeGradImage", "LayerNormGradGrad", "ResizeBicubicGrad",
    "ScaleAndTranslateGrad", "SparseMatrixAdd", "SparseMatrixNNZ", "SparseSoftmax", "TrilIndices", "TriuIndices",
    "UnravelIndex"]
NONDIFF = ()


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0, dt=np.float64):
    return Tensor(r.uniform(lo, hi, shape).astype(dt))


def _i32(v):
    return Tensor(np.asarray(v, np.int32))


_BOXES = Tensor(np.array([[0.1, 0.2, 0.8, 0.9], [0.0, 0.5, 1.2, 0.3]], np.float32))


def _ln_inputs(r):
    x = _u(r, 3, 4, dt=np.float32)
    xa = x.asnumpy()
    return [x, _u(r, 3, 4, dt=np.float32), Tensor(xa.var(1, keepdims=True)), Tensor(xa.mean(1, keepdims=True)),
            _u(r, 4, dt=np.float32), _u(r, 3, 4, dt=np.float32), _u(r, 4, dt=np.float32), _u(r, 4, dt=np.float32)]


def _bn_inputs(r):
    x = _u(r, 2, 3, 2, 2, dt=np.float32)
    xa = x.asnumpy()
    c = lambda: _u(r, 3, lo=0.5, hi=1.5, dt=np.float32)  # noqa: E731
    return [x, _u(r, 2, 3, 2, 2, dt=np.float32), c(), Tensor(xa.mean((0, 2, 3))), Tensor(xa.var((0, 2, 3))),
            _u(r, 2, 3, 2, 2, dt=np.float32), c(), c()]


CASES_MISS = {
    "IndexFill": [lambda r: _case(P.IndexFill(), [_u(r, 3, 4), 1, _i32([0, 2]), Tensor(np.float64(0.5))], diff=[0]),
                  lambda r: _case(P.IndexFill(), [Tensor(np.arange(6, dtype=np.int32).reshape(2, 3)), -2, _i32([1]),
                                                  Tensor(np.int32(9))], diff=NONDIFF)],
    "TrilIndices": [lambda r: _case(P.TrilIndices(4, 3, 1), [], diff=NONDIFF)],
    "TriuIndices": [lambda r: _case(P.TriuIndices(3, 5, -1, mstype.int64), [], diff=NONDIFF)],
    "UnravelIndex": [lambda r: _case(P.UnravelIndex(), [_i32([1, 5, 7]), _i32([2, 4])], diff=NONDIFF)],
    "LayerNormGradGrad": [lambda r: _case(G.LayerNormGradGrad(1, 1), _ln_inputs(r), diff=NONDIFF)],
    "BatchNormGradGrad": [lambda r: _case(G.BatchNormGradGrad(True, 1e-5, "NCHW"), _bn_inputs(r), diff=NONDIFF),
                          lambda r: _case(G.BatchNormGradGrad(False, 1e-5, "NCHW"), _bn_inputs(r), diff=NONDIFF)],
    "CropAndResize": [lambda r: _case(P.CropAndResize(), [_u(r, 2, 4, 5, 2), _BOXES, _i32([1, 0]), (3, 3)],
                                      diff=[0], eps=1e-2, tol=1e-3),
                      lambda r: _case(P.CropAndResize("nearest", -1.0), [_u(r, 2, 4, 5, 2), _BOXES, _i32([1, 0]),
                                                                         (2, 3)], diff=[0], eps=1e-2, tol=1e-3)],
    "CropAndResizeGradImage": [lambda r: _case(P.CropAndResizeGradImage(mstype.float32, "bilinear"),
                                               [_u(r, 2, 3, 3, 2, dt=np.float32), _BOXES, _i32([1, 0]), (2, 4, 5, 2)],
                                               diff=NONDIFF)],
    "CropAndResizeGradBoxes": [lambda r: _case(P.CropAndResizeGradBoxes(), [_u(r, 2, 3, 3, 2, dt=np.float32),
                                                                            _u(r, 2, 4, 5, 2, dt=np.float32), _BOXES,
                                                                            _i32([1, 0])], diff=NONDIFF)],
    "SparseMatrixNNZ": [lambda r: _case(P.SparseMatrixNNZ(), [_i32([2, 3]), _i32([0, 1]), _i32([0, 1, 1]), _i32([0]),
                                                              _u(r, 1)], diff=NONDIFF)],
    "SparseSoftmax": [lambda r: _case(P.SparseSoftmax(), [Tensor(np.array([[1, 0], [0, 2], [0, 0]], np.int64)),
                                                          _u(r, 3), Tensor(np.array([2, 3], np.int64))], diff=NONDIFF)],
    "SparseMatrixAdd": [lambda r: _case(P.SparseMatrixAdd(), [
        _i32([3, 4]), _i32([0, 3]), _i32([0, 2, 2, 3]), _i32([0, 3, 1]), _u(r, 3, dt=np.float32),
        _i32([3, 4]), _i32([0, 3]), _i32([0, 1, 2, 3]), _i32([0, 2, 1]), _u(r, 3, dt=np.float32),
        Tensor(np.float32(2.0)), Tensor(np.float32(-1.0))], diff=NONDIFF)],
    "ResizeArea": [lambda r: _case(P.ResizeArea(True), [_u(r, 1, 4, 5, 2, dt=np.float32), (3, 2)], diff=NONDIFF)],
    "ScaleAndTranslate": [lambda r: _case(P.ScaleAndTranslate("lanczos3", True),
                                          [_u(r, 1, 5, 6, 2), (3, 4), Tensor(np.array([0.6, 0.7], np.float32)),
                                           Tensor(np.array([0.4, -0.5], np.float32))], diff=[0], eps=1e-2, tol=1e-3)],
    "ScaleAndTranslateGrad": [lambda r: _case(G.ScaleAndTranslateGrad("keyscubic", False),
                                              [_u(r, 1, 3, 4, 2, dt=np.float32), _u(r, 1, 5, 6, 2, dt=np.float32),
                                               Tensor(np.array([0.6, 0.7], np.float32)),
                                               Tensor(np.array([0.4, -0.5], np.float32))], diff=NONDIFF)],
    "ResizeBicubic": [lambda r: _case(P.ResizeBicubic(False, True), [_u(r, 1, 2, 3, 4), (5, 3)], diff=[0]),
                      lambda r: _case(P.ResizeBicubic(True, False), [_u(r, 1, 1, 4, 3), (2, 5)], diff=[0])],
    "ResizeBicubicGrad": [lambda r: _case(G.ResizeBicubicGrad(False, False), [_u(r, 1, 2, 5, 3), _u(r, 1, 2, 3, 4)],
                                          diff=NONDIFF)],
}
