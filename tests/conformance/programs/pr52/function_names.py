"""The names Python prints for MindSpore 2.10's mint functions: ``print(mint.acos)`` shows
``<function acos_ext at 0x...>`` (its repr is the ``__qualname__``), and st/ops' TEST_OP banners print the function
under test (test_ops_add: ``Begin test for <function add_ext at 0x...>``; msgraph printed ``_add_ext``, whose
``__name__`` only had been set, and ``bmm`` for ``bmm_ext``).  msgraph named 168 functions otherwise (``acos``,
``conv2d``, ``mint_view`` closures as ``flatten``, sparse ``coo_abs`` as ``_coo_unary.<locals>.fn``), measured by
tests/conformance/tools/pr52_sweep/fn_names.py.  Printed here without the address."""
import mindspore as ms
from mindspore import mint, ops
from mindspore.ops.auto_generate.gen_ops_def import add_ext, bmm_ext
from _conf import emit

MODES = ("pynative",)


def show(fn):
    return f"{fn.__name__} | {fn.__qualname__} | {repr(fn).split(' at ')[0]}"


for label, fn in [("add_ext", add_ext), ("bmm_ext", bmm_ext), ("mint.acos", mint.acos), ("mint.arange", mint.arange),
                  ("mint.std", mint.std), ("mint.randn", mint.randn), ("mint.float_power", mint.float_power),
                  ("mint.flatten", mint.flatten), ("mint.transpose", mint.transpose), ("mint.split", mint.split),
                  ("mint.nn.functional.conv2d", mint.nn.functional.conv2d),
                  ("mint.nn.functional.softmax", mint.nn.functional.softmax),
                  ("mint.nn.functional.linear", mint.nn.functional.linear),
                  ("mint.nn.functional.sigmoid_", mint.nn.functional.sigmoid_),
                  ("mint.linalg.norm", mint.linalg.norm), ("mint.linalg.vector_norm", mint.linalg.vector_norm),
                  ("ops.coo_abs", ops.coo_abs), ("ops.csr_mul", ops.csr_mul), ("mint.add", mint.add),
                  ("ops.acos", ops.acos), ("ops.add", ops.add)]:
    emit(label, show(fn))
