"""mindspore.numpy: grids, digitize, divmod, set membership, sign/inf tests, array_split, rounding."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit

emit("mgrid", mnp.mgrid[0:2, 0:3])
emit("ogrid", mnp.ogrid[0:3])
emit("digitize", mnp.digitize(mnp.array([0.2, 6.4, 3.0, 1.6]), mnp.array([0.0, 1.0, 2.5, 4.0, 10.0])))
emit("digitize_right", mnp.digitize(mnp.array([1.0, 2.5, 3.0]), mnp.array([0.0, 1.0, 2.5, 4.0]), right=True))
emit("divmod", mnp.divmod(mnp.array([5, -3]), 2))
emit("isin", mnp.isin(mnp.array([[1, 2], [3, 4]]), [2, 3]))
emit("isin_invert", mnp.isin(mnp.array([[1, 2], [3, 4]]), [2, 3], invert=True))
emit("in1d", mnp.in1d(mnp.array([1, 2, 3]), [2]))
emit("setdiff1d", mnp.setdiff1d(mnp.array([1, 2, 3, 4]), mnp.array([2, 5])))
emit("isscalar", (mnp.isscalar(1), mnp.isscalar(mnp.array(1))))
emit("array_split", mnp.array_split(mnp.arange(7), 3))
emit("sometrue", mnp.sometrue(mnp.array([0, 1])))
emit("round", mnp.round(mnp.array([1.26, -0.35]), 1))
emit("radians", mnp.radians(mnp.array([180])))
emit("copy", mnp.copy(mnp.array([1, 2])))
emit("signbit", mnp.signbit(mnp.array([-1., 0., 2.])))
emit("bitwise_not", mnp.bitwise_not(mnp.array([1, -4])))
emit("array_equiv", mnp.array_equiv(mnp.array([1, 2]), mnp.array([[1, 2], [1, 2]])))
emit("isposinf", mnp.isposinf(mnp.array([1., float("inf"), -float("inf")])))
emit("isneginf", mnp.isneginf(mnp.array([1., float("inf"), -float("inf")])))
emit("uint", str(mnp.uint))
