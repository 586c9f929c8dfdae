"""Argument forms not varied in adapt35t: unique / bincount / histc / chunk / split / repeat_interleave / baddbmm /
3-D reductions with tuple / negative dims / scatter reduce / index_select / gather forms, PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
X3 = np.arange(24).reshape(2, 3, 4) % 7 - 3.0
U = np.array([3, 1, 2, 3, 1, 0, 2, 2])
C = [
    ("unique", U, (), {}), ("unique", U, (), {"sorted": True, "return_inverse": True}), ("unique", U, (), {"return_counts": True}),
    ("unique", U, (False, True, True), {}), ("unique", U.reshape(2, 4), (), {"return_inverse": True}),
    ("unique", np.array([[1, 2], [1, 2], [0, 3]]), (), {"dim": 0}), ("unique", np.array([[1, 2], [1, 2], [0, 3]]), (), {"dim": 1, "return_inverse": True}),
    ("unique_consecutive", U, (), {}), ("unique_consecutive", np.array([1, 1, 2, 2, 3, 1]), (), {"return_counts": True, "return_inverse": True}),
    ("bincount", U, (), {}), ("bincount", U, (), {"minlength": 6}), ("bincount", U, (Tensor(np.arange(8, dtype=np.float32)),), {}),
    ("bincount", U, (None, 2), {}), ("bincount", np.array([], np.int64), (), {}), ("bincount", np.array([-1, 2]), (), {}),
    ("histc", X3, (), {}), ("histc", X3, (3,), {}), ("histc", X3, (), {"bins": 4, "min": -3, "max": 3}), ("histc", X3, (4, 1, 0), {}),
    ("histc", X3, (4, 2, 2), {}),
    ("chunk", np.arange(5.0), (3,), {}), ("chunk", np.arange(5.0), (5,), {}), ("chunk", np.arange(5.0), (7,), {}), ("chunk", X3, (2, -1), {}),
    ("chunk", X3, (), {"chunks": 2, "dim": 1}), ("chunk", np.arange(5.0), (0,), {}),
    ("split", np.arange(5.0), (2,), {}), ("split", np.arange(5.0), ([2, 3],), {}), ("split", np.arange(5.0), ([2, 2],), {}),
    ("split", X3, (2, -1), {}), ("split", X3, ((1, 1, 2), 2), {}), ("split", X3, (), {"split_size_or_sections": 1, "dim": -2}),
    ("tensor_split", np.arange(7.0), (3,), {}), ("tensor_split", np.arange(7.0), ([1, 5],), {}), ("hsplit", X3, (2,), {}), ("vsplit", X3, (2,), {}),
    ("repeat_interleave", np.arange(3.0), (Tensor(np.array([1, 0, 2])),), {}), ("repeat_interleave", X3, (2,), {}),
    ("repeat_interleave", X3, (2, -1), {}), ("repeat_interleave", X3, (Tensor(np.array([2, 1])), 0), {}),
    ("repeat_interleave", X3, ([1, 2, 0], 1), {}), ("repeat_interleave", X3, (), {"repeats": 3, "dim": 2, "output_size": 12}),
    ("baddbmm", np.ones((2, 2, 2)), (Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones((2, 3, 2), np.float32))), {}),
    ("baddbmm", np.ones((2, 2, 2)), (Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones((2, 3, 2), np.float32))), {"beta": 0.5, "alpha": 2}),
    ("baddbmm", np.ones((1, 2)), (Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones((2, 3, 2), np.float32))), {"beta": 0}),
    ("addmv", np.ones(2), (Tensor(np.ones((2, 3), np.float32)), Tensor(np.arange(3, dtype=np.float32))), {"beta": 0}),
    ("addcdiv", np.ones(3), (Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32))), {}),
    ("addcdiv", np.ones((2, 3)), (Tensor(np.ones(3, np.float32)), Tensor(np.full((2, 1), 2, np.float32))), {"value": -1}),
    ("sum", X3, ((0, -1),), {}), ("sum", X3, ((-1, -2), True), {}), ("sum", X3, ([0, 2],), {}), ("sum", X3, (), {"dim": (), "keepdim": True}),
    ("mean", X3, ((0, -1),), {}), ("mean", X3, ((2, 0), True), {}), ("prod", X3, (-2,), {}), ("max", X3, (-2,), {}), ("max", X3, (-3, True), {}),
    ("min", X3, (2, True), {}), ("amax", X3, ((0, 2),), {}), ("amin", X3, ((-1, 1), True), {}), ("amax", X3, (), {}),
    ("all", X3, ((0, 1),), {}), ("any", X3, ((-1,),), {}), ("std", X3, ((0, 2),), {}), ("var", X3, ((-1, 0), 0, True), {}),
    ("logsumexp", X3, ((0, 2),), {}), ("logsumexp", X3, ((-1,), True), {}), ("norm", X3, (2, (0, 2)), {}), ("norm", X3, (1, -1, True), {}),
    ("count_nonzero", X3, ((0, 2),), {}), ("argmax", X3, (-2,), {}), ("argmin", X3, (0, True), {}), ("median", X3, (-1, True), {}),
    ("cumsum", X3, (-2,), {}), ("cumprod", X3, (0,), {}), ("cummax", X3, (-1,), {}), ("cummin", X3, (1,), {}), ("logcumsumexp", X3, (-3,), {}),
    ("sort", X3, (-2, True), {}), ("topk", X3, (2, -2), {}), ("topk", X3, (1, 0, False), {}), ("kthvalue", X3, (3, -1), {}),
    ("nansum", X3, ((0, 2),), {}), ("nanmean", X3, (-1, True), {}), ("flatten", X3, (1,), {}), ("flatten", X3, (-2, -1), {}),
    ("transpose", X3, (-1, -3), {}), ("permute", X3, (2, 0, 1), {}), ("permute", X3, (-1, 0, -2), {}), ("movedim", X3, ((0, 1), (2, 0)), {}),
    ("unsqueeze", X3, (-4,), {}), ("squeeze", np.ones((1, 3, 1)), (-1,), {}), ("squeeze", np.ones((1, 3, 1)), ((0, 2),), {}), ("squeeze", np.ones((1, 3, 1)), (1,), {}),
    ("tril", X3, (-1,), {}), ("triu", X3, (1,), {}), ("roll", X3, ((1, 2), (-1, 0)), {}), ("flip", X3, ((-1, 0),), {}), ("flip", X3, (-1,), {}),
    ("index_select", X3, (-1, Tensor(np.array([3, 0, 3]))), {}), ("index_select", X3, (1, Tensor(np.array(2))), {}),
    ("gather", X3, (-1, Tensor(np.zeros((2, 3, 1), np.int64))), {}), ("gather", X3, (0, Tensor(np.ones((1, 3, 4), np.int32))), {}),
    ("take", X3, (Tensor(np.array([[0, 23], [-24, 5]])),), {}), ("select", X3, (-1, -1), {}), ("narrow", X3, (-1, 1, 3), {}),
    ("scatter", X3, (-1, Tensor(np.zeros((2, 3, 1), np.int64)), 9.0), {"reduce": "multiply"}),
    ("scatter_add", X3, (0, Tensor(np.ones((1, 3, 4), np.int64)), Tensor(np.ones((1, 3, 4), np.float32))), {}),
    ("scatter_reduce", X3, (2, Tensor(np.zeros((2, 3, 2), np.int64)), Tensor(np.ones((2, 3, 2), np.float32)), "sum"), {}),
    ("scatter_reduce", X3, (2, Tensor(np.zeros((2, 3, 2), np.int64)), Tensor(np.ones((2, 3, 2), np.float32)), "amax"), {"include_self": False}),
    ("index_fill", X3, (1, Tensor(np.array([0, 2], np.int32)), -1.0), {}), ("index_fill", X3, (-1, Tensor(np.array([1])), Tensor(np.float32(5))), {}),
    ("masked_fill", X3, (Tensor(np.array([True, False, True, False])), 0.5), {}), ("expand", np.ones((3, 1)), ((2, 3, 4),), {}),
    ("expand", np.ones((3, 1)), (2, -1, 4), {}), ("broadcast_to", np.ones((3, 1)), ((2, 3, 4),), {}), ("expand_as", np.ones((3, 1)), (Tensor(np.ones((3, 5))),), {}),
    ("tile", X3, ((2,),), {}), ("tile", X3, ((1, 1, 1, 2),), {}), ("repeat", X3, (1, 1, 1, 2), {}), ("view", X3, (-1, 4), {}),
    ("reshape", X3, (-1,), {}), ("reshape", X3, (4, -1, 2), {}), ("unflatten", X3, (2, (2, 2)), {}), ("unfold", X3, (-1, 2, 2), {}),
    ("diagonal", X3, (0, -1, -2), {}), ("diag_embed", X3, (), {}), ("trace", np.arange(6.0).reshape(2, 3), (), {}),
    ("outer", np.arange(3.0), (Tensor(np.arange(2.0)),), {}), ("inner", X3, (Tensor(np.ones(4)),), {}), ("mv", np.ones((2, 3)), (Tensor(np.ones(3)),), {}),
    ("bmm", X3, (Tensor(np.ones((2, 4, 1))),), {}), ("matmul", X3, (Tensor(np.ones((4,))),), {}), ("mm", np.ones((2, 3)), (Tensor(np.ones((3, 2))),), {}),
    ("kron", np.ones((2, 2)), (Tensor(np.arange(2.0)),), {}), ("cross", np.eye(3), (Tensor(np.ones((3, 3))),), {}), ("tensordot", np.ones((2, 3)), (Tensor(np.ones((3, 2))), 1), {}),
]
for dt in (np.float32, np.float64, np.int32, np.int64, np.float16, np.bool_, np.int8, np.uint8):
    for i, (m, arr, args, kw) in enumerate(C):
        def f(m=m, arr=arr, args=args, kw=kw, dt=dt):
            return getattr(Tensor(np.asarray(arr).astype(dt)), m)(*args, **kw)
        case(f"{m}{i}_{np.dtype(dt).name}", f)
