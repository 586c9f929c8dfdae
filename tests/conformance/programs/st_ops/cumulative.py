"""CumSum/CumProd with exclusive/reverse over axes and dtypes (test_cumsum_op, test_cumprod_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

x = np.arange(1, 25).reshape(2, 3, 4) % 5 - 1
for dt in (np.float32, np.float16, np.int32, np.int8, np.uint8):
    xt = Tensor((x if dt != np.uint8 else np.abs(x)).astype(dt))
    n = np.dtype(dt).name
    for ex, rev in ((False, False), (True, False), (False, True), (True, True)):
        check(f"cumsum_{n}_{int(ex)}{int(rev)}", P.CumSum(ex, rev), xt, 1)
    check(f"cumsum_{n}_neg_axis", P.CumSum(), xt, -1)
f = Tensor((x.astype(np.float32) / 2).astype(np.float32))
for ex, rev in ((False, False), (True, False), (False, True), (True, True)):
    check(f"cumprod_{int(ex)}{int(rev)}", P.CumProd(ex, rev), f, 2)
check("cumsum_grad_rev", P.CumSum(False, True), f, 0, grad=(0,))
check("cumprod_grad_excl", P.CumProd(True, False), f, 1, grad=(0,))
check("cumprod_int32", P.CumProd(), Tensor(x.astype(np.int32)), 0)
