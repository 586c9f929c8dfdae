"""Tensor.std's two forms (MindSpore 2.10): std(axis, ddof=0, keepdims) and std(dim, *, correction=1, keepdim),
the new form chosen by the correction / keepdim keywords (dim alone keeps ddof=0)."""
import numpy as np
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32) ** 1.5)
for i, kw in enumerate([dict(dim=0, correction=1, keepdim=True), dict(dim=1, correction=0), dict(dim=None),
                        dict(correction=2), dict(keepdim=True), dict()]):
    emit(f"std_kw{i}", x.std(**kw), rtol=1e-6)
for i, a in enumerate([(0,), (1, 0, True), (None, 1)]):
    emit(f"std_pos{i}", x.std(*a), rtol=1e-6)
emit("std_old_keywords", x.std(axis=1, ddof=1, keepdims=True), rtol=1e-6)
