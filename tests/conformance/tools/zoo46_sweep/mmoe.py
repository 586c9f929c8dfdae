"""research/recommend/mmoe: MMoE_Layer (expert: P.tensor_dot(x, kernels, (1, 0)) + bias + ReLU; two gates: P.dot +
BiasAdd + Softmax; shared_output: ExpandDims, P.repeat_elements, ReduceSum; towers / outputs: nn.Dense with
activation Cells and to_float) with 12 features, 3 experts, units 4, batch 4, and the config's device_target (`DT`:
GPU = float32 (default), Ascend = float16 compute): forward, LossForMultiLabel (two BCELoss + get_loss), grads,
get_lr, then train.py's CPU branch Model(NetWithLossClass, optimizer=Adam(get_lr, eps 1e-7)) and its GPU/Ascend
branch: the zoo's TrainStepWrap (GradOperation with the loss-scale Parameter as sens, grad_scale, clip_grad
(ClipByNorm) through HyperMap + partial, P.FloatStatus overflow flags, DynamicLossScaleUpdateCell, `if overflow`)
under Model(train_net).  The zoo's gate calls P.dot(x1=..., x2=...), a TypeError in MindSpore 2.10 (recorded,
then a copy of src/mmoe_utils.py with P.dot(x, ...) is used)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
DT = os.environ.get("DT", "GPU")
sys.argv += ["--device_target", DT]
from mindspore.nn.optim import Adam
from mindspore.nn.wrap.loss_scale import DynamicLossScaleUpdateCell
import mindspore.dataset as ds
import importlib.util, tempfile
import src.mmoe_utils as _orig
_g = _orig.gate(NF_ := 12, 3)
guard("orig_gate", _g, ms.Tensor(data(4, NF_)))   # P.dot(x1=..., x2=...): TypeError in MindSpore 2.10 (ops.dot(input, other))
_txt = open(_orig.__file__).read().replace("P.dot(x1=x, x2=", "P.dot(x, ")
_tmp = os.path.join(tempfile.mkdtemp(), "mmoe_utils_p.py")
open(_tmp, "w").write(_txt)
_spec = importlib.util.spec_from_file_location("src.mmoe_utils", _tmp)
_mod = importlib.util.module_from_spec(_spec); sys.modules["src.mmoe_utils"] = _mod; _spec.loader.exec_module(_mod)
from src.mmoe import MMoE_Layer, LossForMultiLabel, NetWithLossClass, TrainStepWrap
from src.get_lr import get_lr

B, NF = 4, 12
def batch(k):
    x = (data(B, NF, k=k) * (1 + PERT)).astype(np.float32)
    y1 = np.zeros((B, 2), np.float32); y1[np.arange(B), (np.arange(B) + k) % 2] = 1
    y2 = np.zeros((B, 2), np.float32); y2[np.arange(B), (np.arange(B) // 2 + k) % 2] = 1
    return x, y1, y2
def mk():
    n = MMoE_Layer(input_size=NF, num_experts=3, units=4)
    set_weights(n, 0.8)
    return n
net = mk()
out("names", [(p.name, tuple(p.shape), str(p.dtype)) for p in net.get_parameters()])
a = [ms.Tensor(v) for v in batch(0)]
out("fwd", guard("fwd", net, a[0]))
ln = NetWithLossClass(net, LossForMultiLabel())
out("loss", guard("loss", ln, *a))
g = guard("grads", ms.grad(ln, grad_position=None, weights=net.trainable_params()), *a)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
lr = get_lr(0.05, 2, NSTEP, NSTEP * 5)
out("lr", lr)
def dset():
    rows = []
    for k in range(NSTEP):
        b = batch(k)
        rows += [tuple(v[j] for v in b) for j in range(B)]
    return ds.GeneratorDataset(rows, ["data", "income", "married"], shuffle=False).batch(B)
for branch in ("cpu", "wrap"):
    net = mk()
    ln = NetWithLossClass(net, LossForMultiLabel())
    opt = Adam(net.trainable_params(), learning_rate=lr, beta1=0.9, beta2=0.999, eps=1e-7, weight_decay=0.0,
               loss_scale=1.0)
    if branch == "cpu":
        model = ms.Model(ln, optimizer=opt)
    else:
        suc = DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12 if DT == 'Ascend' else 1.0, scale_factor=2,
                                         scale_window=1000)
        tn = guard("wrap.build", TrainStepWrap, ln, opt, suc, DT)
        if tn is None:
            continue
        tn.set_train()
        model = ms.Model(tn)
    train_record("train." + branch, model, dset(), epochs=2)
    weights("train_w." + branch, net)
