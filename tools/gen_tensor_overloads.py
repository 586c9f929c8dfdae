"""Generate msgraph/common/tensor_overload_table.py: MindSpore 2.10's Tensor-method overloads.

Sources (both needed only to regenerate; the generated table is committed):
* the signature strings MindSpore 2.10 prints ("Tensor.max(dim=<int>, keepdim=<bool>)"), read with
  ``strings`` from its ``lib/libmindspore_common.so`` -- they say which overloads 2.10 has, in the
  order its error messages list them, and which types each argument accepts;
* MindSpore's op definitions (``mindspore/ops/api_def/*.yaml`` and ``op_def/yaml``) from the source
  mirror: defaults (which arguments are required), the declared dtype (named in messages), varargs.

usage: python tools/gen_tensor_overloads.py <mindspore-site-packages> <mindspore-source-git-dir>
"""
import os
import pprint
import re
import subprocess
import sys

import yaml

site, repo = sys.argv[1], sys.argv[2]


def git_show(path):
    try:
        return subprocess.run(["git", "-C", repo, "show", "HEAD:" + path], check=True,
                              capture_output=True, text=True).stdout
    except subprocess.CalledProcessError:
        return None


so = os.path.join(site, "mindspore", "lib", "libmindspore_common.so")
strs = subprocess.run(["strings", so], check=True, capture_output=True, text=True).stdout.splitlines()
sig_re = re.compile(r"^Tensor\.([A-Za-z_0-9]+)\((.*)\)$")
sigs = {}
line_of = {}
for s in strs:
    m = sig_re.match(s)
    if m:
        lst = sigs.setdefault(m.group(1), [])
        if s not in lst:
            lst.append(s)
            line_of[s] = len(line_of)


def parse_sig(s):
    body = sig_re.match(s).group(2)
    params, kwonly, star = [], set(), False
    for part in re.findall(r"\*|[A-Za-z_0-9]+=<[^>]*>", body):
        if part == "*":
            star = True
            continue
        name, types = part.split("=<")
        params.append((name, tuple(types[:-1].split(","))))
        if star:
            kwonly.add(name)
    return params, kwonly


files = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "--name-only", "HEAD", "mindspore/ops/api_def",
                        "mindspore/ops/op_def"], check=True, capture_output=True, text=True).stdout.split()
op_yaml_path = {}
for f in files:
    if f.endswith(".yaml") and "/op_def/" in f:
        rel = f.split("/op_def/", 1)[1]
        op_yaml_path[rel] = f
        op_yaml_path.setdefault(rel.split("/", 1)[-1], f)
        if rel.startswith("yaml/"):
            op_yaml_path[rel[5:]] = f

def _token(dtype):
    d = dtype.split("[")[0]
    return {"tensor": "Tensor", "number": "number", "int": "int", "float": "float", "bool": "bool", "str": "str",
            "tuple": "Tuple", "list": "List", "TypeId": "mstype", "type": "mstype"}.get(d, d)


table = {}
for f in files:
    if "/api_def/" not in f or "method_doc" in f or not f.endswith(".yaml"):
        continue
    doc = yaml.safe_load(git_show(f))
    for method, entries in doc.items():
        if method not in sigs:
            continue
        if isinstance(entries, dict):
            entries = [entries]
        overloads, used = [], set()
        for e in entries:
            if "tensor" not in str(e.get("interface", "")):
                continue
            p = op_yaml_path.get(e["op_yaml"]) or op_yaml_path.get("yaml/" + e["op_yaml"])
            if p is None:
                continue
            od = yaml.safe_load(git_show(p))
            args = list(next(iter(od.values()))["args"].items())[1:]
            names = [a for a, _ in args]
            kwonly = [k.strip() for k in str(e.get("kwonlyargs", "")).split(",") if k.strip()]
            varargs = e.get("varargs")
            deprecated = "deprecated" in e["op_yaml"]
            # the 2.10 signature string with these argument names
            found, best = None, -1
            for s in sigs[method]:
                ps, _ = parse_sig(s)
                if [n for n, _ in ps] != names or s in used:
                    continue
                score = sum(_token(str(spec["dtype"])) in types for (_, spec), (_, types) in zip(args, ps))
                if score > best:
                    found, best = s, score
            if found is not None:
                used.add(found)
            else:   # a second primitive with the same signature (roll and its deprecated twin)
                found = next((s for s in sigs[method] if s in used and [n for n, _ in parse_sig(s)[0]] == names), None)
            if found is None and not names:
                found = f"Tensor.{method}()"
            if found is None:
                continue
            ps, kw_sig = parse_sig(found)
            params = []
            for (n, spec), (_, types) in zip(args, ps):
                # type_cast kinds are accepted too (the 2.10 text does not always show them:
                # ClampScalar's min takes a 0-d Tensor)
                casts = [_token(c.strip()) for c in str(spec.get("type_cast", "")).split(",") if c.strip()]
                types = tuple(types) + tuple(c for c in casts if c not in types)
                params.append((n, types, "default" in spec, str(spec["dtype"])))
            overloads.append({"sig": found, "params": tuple(params), "kwonly": tuple(sorted(set(kwonly) | kw_sig)),
                              "varargs": varargs, "deprecated": deprecated})
        if not overloads:
            continue
        # the order MindSpore lists them: its signature table (the .so's order), deprecated last
        # (strings the linker pooled away from the method's run of strings are listed first by
        # MindSpore: "Tensor.max()", "Tensor.less(other=<number>)", "Tensor.div(other=<number>)")
        missing = [s for s in sigs[method] if s not in {o["sig"] for o in overloads}]
        for s in missing:   # 2.10 overloads the newer source lacks: defaults borrowed by name
            ps, kw_sig = parse_sig(s)
            known = {p[0]: p for o in overloads for p in o["params"]}
            # (an argument the newer source does not name: taken as optional, so that msgraph
            # accepts rather than wrongly rejects)
            params = tuple((n, types, known[n][2] if n in known else True,
                            known[n][3] if n in known else types[0].lower()) for n, types in ps)
            overloads.append({"sig": s, "params": params, "kwonly": tuple(sorted(kw_sig)), "varargs": None,
                              "deprecated": False})
        pos = {s: line_of[s] for s in sigs[method] if s in line_of}
        runs = sorted(pos.values())
        main, best, cur = set(), [], []
        for i, v in enumerate(runs):
            cur = cur + [v] if cur and v == cur[-1] + 1 else [v]
            if len(cur) > len(best):
                best = cur
        main = set(best)
        overloads.sort(key=lambda o: (o["deprecated"], o["sig"] in pos and pos[o["sig"]] in main,
                                      pos.get(o["sig"], -1)))
        table[method] = tuple(overloads)

out = os.path.join(os.path.dirname(__file__), "..", "msgraph", "common", "tensor_overload_table.py")
with open(out, "w") as fh:
    fh.write('"""MindSpore 2.10\'s Tensor-method overloads (generated by tools/gen_tensor_overloads.py; do not edit).\n\n'
             'method -> overloads in the order MindSpore lists them; each: the signature text, params\n'
             '(name, accepted kinds, has a default, declared dtype), keyword-only names, varargs name, deprecated."""\n')
    fh.write("TABLE = ")
    fh.write(pprint.pformat(table, width=118, sort_dicts=True))
    fh.write("\n")
print(len(table), "methods")
