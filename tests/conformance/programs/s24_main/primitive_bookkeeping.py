"""MindSpore 2.10's Primitive bookkeeping methods (found running the API-mapping page checkpoint.md, which calls
``ops.ReLU().recompute()``): recompute, shard, set_stage, set_prim_instance_name, add_prim_attr of an attribute the
kernel does not take (``fusion``), del_prim_attr, check_elim, place; the primitive still computes, in both modes, and
``attrs`` shows the added attributes.  msgraph had no recompute/shard/... and an added attribute broke the kernel."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = ops.MatMul().add_prim_attr("fusion", 1)
        self.r = ops.ReLU().recompute()
        self.s = ops.Add().shard(((1,), (1,)))
        self.s.set_stage(0)

    def construct(self, x):
        return self.s(self.r(self.m(x, x)), 1.0)


x = Tensor(np.array([[1.0, -2.0], [0.5, 3.0]], np.float32))
emit("forward", Net()(x))
emit("grad", ms.grad(Net())(x))
r = ops.ReLU()
emit("chained", [r.shard(((1, 2),)) is r, r.recompute() is r, r.set_stage(2) is r, r.set_prim_instance_name("relu1") is r])
emit("attrs", [r.attrs.get("in_strategy"), r.attrs.get("recompute"), r.attrs.get("stage"), r.instance_name])
emit("fusion_attr", [Net().m.attrs["fusion"], "fusion" in Net().m.attrs])
emit("del_prim_attr", [r.del_prim_attr("stage") is r, "stage" in r.attrs])
emit("check_elim", ops.ReLU().check_elim(1))
emit_error("recompute_bad_mode", ops.ReLU().recompute, 1)
emit_error("shard_bad_strategy", ops.ReLU().shard, [[1]])
emit_error("place_bad_rank", ops.ReLU().place, "MS_WORKER", -1)
p = ops.ReLU()
p.place("MS_WORKER", 0)
emit("place", [p.attrs.get("ms_role"), p.attrs.get("rank_id")])
