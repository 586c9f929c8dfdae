# The decoder step is adapted from mindspore-ai/models official/audio/Tacotron2/src/tacotron2.py (Decode.construct):
# Copyright 2021 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""The primitive ``P.Concat(axis)((x1, x2))`` with pieces of different dtypes follows ``ops.concat``: MindSpore
2.10's PyNative CPU kernel takes one dtype (RuntimeError "KernelMod Init Failed: Concat"); its Graph mode casts every
piece to the first one's dtype, then the result to the promoted dtype (a float32 0.1 after a float16 piece is
0.0999755859375).  The model zoo's Tacotron2 run in float32 (fp16_flag False) concatenates its float16 LinearNorm
outputs with float32 states this way.  msgraph's primitive promoted in both modes (only ops.concat/ops.cat were
right)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Cat(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.how = how
        self.concat_ = P.Concat(-1)

    def construct(self, a, b, c):
        if self.how == "prim f16 f32":
            return self.concat_((a, b))
        if self.how == "prim f32 f16":
            return P.Concat(1)((b, a))
        if self.how == "prim int32 f32":
            return P.Concat(axis=1)((c, b))
        if self.how == "prim list f32 int32 f16":
            return P.Concat(1)([b, c, a])
        if self.how == "prim keyword":
            return P.Concat(1)(tensors=(a, b))
        if self.how == "ops.concat":
            return ops.concat((a, b), 1)
        return self.concat_((b, b * 2))


a = Tensor(np.array([[1.0, 2.5, -3.0], [0.5, 0.25, 8.0]], np.float16))
b = Tensor(np.array([[0.1, 0.7], [-1.3, 3.3]], np.float32))
c = Tensor(np.array([[7], [-2]], np.int32))
for how in ("prim f16 f32", "prim f32 f16", "prim int32 f32", "prim list f32 int32 f16", "prim keyword",
            "ops.concat"):
    emit_error(how, Cat(how), a, b, c)
emit("prim same dtype", Cat("same")(a, b, c))


class Decode(nn.Cell):
    """Tacotron2's Decode step: its float16 LinearNorm output beside a float32 attention context."""

    def __init__(self):
        super().__init__()
        self.linear = nn.Dense(2, 3, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) / 10),
                               has_bias=False).to_float(ms.float16)
        self.concat_ = P.Concat(-1)

    def construct(self, decoder_input, attention_context):
        decoder_input = ops.Cast()(self.linear(decoder_input), ms.float16)
        return self.concat_((decoder_input, attention_context))


emit_error("tacotron2 decode step", Decode(), Tensor(np.array([[0.3, -0.6], [1.1, 0.2]], np.float32)),
           Tensor(np.array([[0.1, 0.2], [0.3, 0.4]], np.float32)))
