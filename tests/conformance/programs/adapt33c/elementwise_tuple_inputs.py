"""An elementwise op given a tuple or list of Tensors for a Tensor input (``ops.mul((x,), (y,))``, ``ops.add(x, (x,
x))``, ``P.Add()(x, [x])``, ``ops.exp((x,))``, ``ops.maximum(x, (x,))``): MindSpore 2.10's TypeError "Failed calling
Mul with "Mul()(input=Tuple<Tensor>, other=Tuple<Tensor>)"." in both modes and in ``@jit``; msgraph had stacked the
tuple into a Tensor and computed (silently: shapes (1, 2), (2, 2)).  The operator ``x + (x,)`` still computes, as
there.  Found by adapting st compiler/syntax test_hypermap's Map over nested tuples (session 33, adapt33c)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, ops
from mindspore.ops import operations as P
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0], np.float32))


def mul_tuples(a):
    return ops.mul((a,), (a,))


emit_error("mul tuples", ops.mul, (x,), (x,))
emit_error("add tensor tuple2", ops.add, x, (x, x))
emit_error("prim add list", P.Add(), x, [x])
emit_error("maximum tuple", ops.maximum, x, (x,))
emit_error("exp tuple", ops.exp, (x,))
emit_error("sub list of numbers", ops.sub, x, [1.0, 2.0])
emit_error("jit mul tuples", jit(mul_tuples), x)
emit_error("operator plus tuple", lambda a: a + (a,), x)
