"""What ops.vmap gives back, MindSpore 2.10 in both modes: a list output comes back as a tuple (msgraph had kept the
list, silently); a dict output is a RuntimeError ("should be consisting of tensors or constants"; msgraph: a
TypeError from building a Tensor of the dicts); NonZero and Unique have no vmap rule, so calling them inside the
vmapped function is MindSpore's ValueError "For operator NonZero, all axis should be none" (msgraph had stacked the
per-row coordinates, silently, when every row had the same count).  Found by adapting st/ops/cpu's vmap tests to other
output kinds and value-dependent-shape ops (session 37, adapt37vm).  A mask passed to MaskedSelect as a mapped
argument is MindSpore's ValueError "The source axis of `mask` in `P.MaskedSelect` must be None" (msgraph had stacked
the rows when their counts agreed); an unmapped mask works."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

x = Tensor(np.array([[0.0, 1.5, 2.0], [-3.0, 0.0, 1.0]], np.float32))
xe = Tensor(np.array([[0.0, 1.5, 2.0], [3.0, 0.0, 1.0]], np.float32))


def f_list(a):
    return [a, a * 2]


def f_list_pair(a, b):
    return [a * b, a - b]


def f_dict(a):
    return {"x": a * 2}


def f_nonzero(a):
    return ops.nonzero(a)


def f_nonzero_method(a):
    return a.nonzero()


def f_argwhere(a):
    return ops.argwhere(a)


def f_unique(a):
    return ops.unique(a)[0]


def f_masked(a, m):
    return ops.masked_select(a, m)


def kind(r):
    return (type(r).__name__,) + tuple(r)


emit_error("list_out", lambda: kind(ops.vmap(f_list)(x)))
emit_error("list_out_in1", lambda: kind(ops.vmap(f_list_pair, (1, None), 1)(x, x[:, 0])))
emit_error("list_out_axes", lambda: kind(ops.vmap(f_list, 0, (0, 1))(x)))
emit_error("dict_out", lambda: ops.vmap(f_dict)(x))
emit_error("nonzero_equal_counts", lambda: ops.vmap(f_nonzero)(xe))
emit_error("nonzero_in1", lambda: ops.vmap(f_nonzero, 1)(x))
emit_error("nonzero_method", lambda: ops.vmap(f_nonzero_method)(xe))
emit_error("argwhere", lambda: ops.vmap(f_argwhere)(xe))
emit_error("unique", lambda: ops.vmap(f_unique)(Tensor(np.array([[1, 1, 2], [3, 3, 3]], np.int32))))
emit_error("masked_select_mapped_mask", lambda: ops.vmap(f_masked, (0, 0))(x, Tensor(np.array([[True, False, True], [False, True, True]]))))
emit_error("masked_select_mapped_mask_in1", lambda: ops.vmap(f_masked, (0, 1))(x, Tensor(np.array([[True, False], [False, True], [True, True]]))))
emit_error("masked_select_unmapped_mask", lambda: ops.vmap(f_masked, (0, None))(x, Tensor(np.array([True, False, True]))))
emit_error("nonzero_outside", lambda: ops.nonzero(x))
