"""tests/ut/python/ops/custom/test_custom_aot.py adapted: ``ops.DataType`` / ``ops.CustomRegOp`` build a Custom
operator's registration info (``get_op_info()``'s dict), and ``ops.Custom(func, ..., func_type="aot")`` is made
with its ``func`` checked (a str; ``'file:func'`` unless an infer shape is given); running one on CPU is a
RuntimeError (msgraph loads no kernel libraries; MindSpore's CPU finds no such file).  msgraph had neither
class and refused every aot Custom operator when it was made (NotImplementedError)."""
import numpy as np
import mindspore.ops as ops
from mindspore import Tensor
from mindspore.ops import CustomRegOp, DataType
from _conf import emit, emit_error

MODES = ("pynative",)

info = CustomRegOp("aclnnAddCustom").input(0, "x", "required").input(1, "y", "required") \
    .output(0, "z", "required").dtype_format(DataType.F16_Default, DataType.F16_Default, DataType.F16_Default) \
    .target("Ascend").get_op_info()
emit("op_info", repr(info))
full = CustomRegOp().input(0, "x").output(0, "y", "dynamic").attr("axis", "required", "int", value="1") \
    .attr("keep", "optional", "bool").fusion_type("OPAQUE").dtype_format(DataType.F32_Default, DataType.I8_5HD) \
    .target("CPU").get_op_info()
emit("op_info_attrs", repr(full))
emit("data_types", [DataType.F16_Default, DataType.BF16_FracZ, DataType.U8_NC1HWC0, DataType.None_None,
                    DataType.C64_Default_Tuple, DataType.BOOL_None, DataType.F32_ND_RNNBIAS])
emit("data_type_count", len([n for n in dir(DataType) if not n.startswith("_")]))
emit_error("reg_bad_name", CustomRegOp, 1)
emit_error("reg_bad_index", lambda: CustomRegOp().input("a"))
emit_error("reg_row_size", lambda: CustomRegOp().dtype_format(DataType.F32_Default))


def make(func, out_shape):
    op = ops.Custom(func, out_shape, lambda x, _: x, func_type="aot", reg_info=info)
    return [op.func_type, op.func]


emit_error("name_with_infer", make, "aclnnAddCustom", lambda x, _: x)
emit_error("path_func", make, "/tmp/no_such_dir/add.so:add", (2,))
emit_error("func_not_str", make, None, lambda x, _: x)
emit_error("name_without_infer", make, "aclnnAddCustom", None)
op = ops.Custom("aclnnAddCustom", lambda x, _: x, lambda x, _: x, func_type="aot", reg_info=info)
emit_error("run_on_cpu", op, Tensor(np.ones(2, np.float16)), Tensor(np.ones(2, np.float16)))
