"""official/cv/SwinTransformer: SwinTransformer through get_swin (args from src/args.py reading the zoo's yaml, then
a small config: 2x3x32x32, patch 2, embed 16, depths [2, 2], heads [2, 4], window 4 -- shifted windows with
mindspore.numpy.roll and the -100 attention mask in both stages, RelativeBias's one-hot MatMul table, PatchMerging,
window partition / reverse Reshape-Transpose chains, ReduceMean pool; drop_path_rate 0).  Records: eval and train
forwards, get_criterion's CrossEntropySmooth (label smoothing 0.1) and SoftTargetCrossEntropy losses and gradients,
cosine_lr schedule, get_optimizer's AdamWeightDecay groups trained NSTEP steps with nn.TrainOneStepCell in float32
and under cast_amp's O1 / O2 (to_float(float16) with GELU / Softmax / Conv / LayerNorm kept float32; SoftTargetCrossEntropy, which casts the
logits: get_criterion's CrossEntropySmooth refuses float16 logits in both, recorded in the float32 runs), a
clip_by_global_norm train step written as the zoo's TrainClipGrad does without the loss scale, and one call of the
zoo's TrainClipGrad (MindSpore's CPU RuntimeError for its float-status check)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
sys.argv = sys.argv[:1] + ["--swin_config", "src/configs/swin_tiny_patch4_window7_224.yaml"]
import mindspore.nn as nn
from mindspore import dtype as mstype
from mindspore.ops import composite as C, functional as F
from src.args import args
args.image_size = 32; args.patch_size = 2; args.embed_dim = 16; args.depths = [2, 2]; args.num_heads = [2, 4]
args.window_size = 4; args.drop_path_rate = 0.0; args.num_classes = 10; args.mix_up = 0.0; args.cutmix = 0.0
args.warmup_length = 1; args.epochs = 3; args.batch_size = 2; args.base_lr = 0.01
from src.models.swintransformer.get_swin import swin_tiny_patch4_window7_224
from src.tools.criterion import get_criterion, SoftTargetCrossEntropy, NetWithLoss
from src.tools.optimizer import get_optimizer, get_learning_rate
from src.tools.cell import cast_amp
from src.trainers import TrainClipGrad

x = ms.Tensor(data(2, 3, 32, 32, k=1) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
soft = np.full((2, 10), 0.02, np.float32); soft[0, 3] = 0.5; soft[0, 5] = 0.32; soft[1, 7] = 0.66; soft[1, 0] = 0.18
ysoft = ms.Tensor(soft)

def mk():
    n = swin_tiny_patch4_window7_224(args)
    names = set_trainable_weights(n, 0.8)
    return n, names

net, names = mk()
out("names", names)
net.set_train(False)
out("eval", guard("eval", net, x))
net.set_train(True)
out("train_fwd", guard("train_fwd", net, x))
crit = get_criterion(args)
out("crit", type(crit).__name__)
for tag, c, lab in (("smooth", crit, y), ("soft", SoftTargetCrossEntropy(), ysoft)):
    wl = NetWithLoss(net, c)
    out(tag + ".loss", guard(tag + ".loss", wl, x, lab))
    grads(tag + ".grads", wl, x, lab)
out("lr", get_learning_rate(args, 2))


class ClipStep(nn.TrainOneStepCell):
    def construct(self, *inputs):
        loss = self.network(*inputs)
        sens = F.fill(loss.dtype, loss.shape, self.sens)
        g = self.grad(self.network, self.weights)(*inputs, sens)
        g = C.clip_by_global_norm(g, clip_norm=0.05)
        return F.depend(loss, self.optimizer(g))


bs = [(ms.Tensor(data(2, 3, 32, 32, k=i) * PERT), ms.Tensor(np.array([i % 10, (3 * i + 1) % 10], np.int32)))
      for i in range(NSTEP)]
bsoft = [(b[0], ms.Tensor(np.roll(soft, i, axis=1))) for i, b in enumerate(bs)]
for tag in ("f32", "o1", "o2", "clip", "lossscale"):
    n, _ = mk()
    if tag in ("o1", "o2"):
        args.amp_level = tag.upper()
        cast_amp(n)
    wl = NetWithLoss(n, SoftTargetCrossEntropy() if tag in ("o1", "o2") else get_criterion(args))
    opt = get_optimizer(args, n, 2)
    if tag == "clip":
        step = ClipStep(wl, opt)
    elif tag == "lossscale":
        step = TrainClipGrad(wl, opt, scale_sense=nn.FixedLossScaleUpdateCell(1024.0), clip_global_norm_value=5.0)
    else:
        step = nn.TrainOneStepCell(wl, opt)
    steps(tag + ".steps", step, bs[:1] if tag == "lossscale" else bsoft if tag in ("o1", "o2") else bs)
    weights(tag + ".w", n)
