"""fails.py LOG ORDER: the failed test ids of a `pytest -q` LOG (dots, even without its summary), ORDER the ids
of its collection, one a line (`pytest --collect-only -q` with the same selection)."""
import re,sys
order=[l.strip() for l in open(sys.argv[2])]
log=open(sys.argv[1]).read()
body=[]
for line in log.splitlines():
    if line.startswith("====") or line.startswith("tests/") or line.startswith("  "): break
    body.append(re.sub(r"\s*\[\s*\d+%\]\s*$","",line))
chars="".join(body)
chars=[c for c in chars if c in ".FEsxX"]
print(len(chars),"results")
for i,c in enumerate(chars):
    if c in "FE": print(c, order[i])
